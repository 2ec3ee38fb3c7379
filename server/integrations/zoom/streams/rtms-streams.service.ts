import {
  type ActiveRtmsDto,
  ALREADY_STREAMING_MESSAGE,
  type ConnectWebhookInput,
  NO_PENDING_WEBHOOK_MESSAGE,
  type PendingWebhooksDto,
  type RtmsStartedDto,
  type RtmsStatusDto,
  type RtmsStoppedDto,
  type StartRtmsInput,
} from '#contracts/rtms.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import { sessionNotFound } from '#server/interviews/sessions/session-writes.ts';
import { AppError } from '#server/lib/errors.ts';
import type { RtmsStartEvent, RtmsStopEvent } from '../webhooks/webhook-payloads.ts';
import { toActiveStream, toPendingWebhook, toRtmsStatus } from './rtms.mapper.ts';
import type { PendingRow } from './rtms-pending.repository.ts';
import { createStreamConnector, type StreamDeps } from './rtms-stream-connect.ts';

export const ZOOM_STOPPED_REASON = 'Zoom stopped the stream';

type Deps = StreamDeps & {
  /** The signed-in user's sessions (`find`), and those a webhook finds whoever owns them. */
  sessions: Pick<SessionReads, 'find' | 'anyById' | 'activeOnZoomMeeting'>;
};

/**
 * Zoom real-time media streams of interview sessions (spec 000 §7): one stream per session, one
 * connection per Zoom stream, held by the instance that opened it; state in `rtms_streams`.
 * A stream belongs to the session that claimed its meeting (a start before Zoom's webhook, an
 * earlier stream of the meeting) or whose Zoom meeting id is the meeting's; otherwise it waits an
 * hour as a pending webhook that the meeting's interviewer connects from the dashboard. Pending
 * webhooks belong to no user: they show a meeting's UUID and time, never its audio or people.
 */
export function createRtmsStreamsService(deps: Deps) {
  const { streams, pending, connections, now } = deps;
  const { cutoffs, prepare, connect } = createStreamConnector(deps);

  /** Who takes a stream Zoom started: the meeting's last claimant, else the session linked to it. */
  async function claimant(event: RtmsStartEvent) {
    const last = await streams.lastOfMeeting(event.meetingUuid);
    const claimed = last && (await deps.sessions.anyById(last.sessionId));
    if (last && claimed?.status === 'active') {
      return { session: claimed, waiting: last.state === 'waiting' ? last : undefined };
    }
    const keys = [event.meetingId, event.meetingUuid].filter((k): k is string => Boolean(k));
    const linked = await deps.sessions.activeOnZoomMeeting(keys);
    return linked && { session: linked, waiting: undefined };
  }

  return {
    async status(userId: string, sessionId: string): Promise<RtmsStatusDto> {
      if (!(await deps.sessions.find(userId, sessionId))) throw sessionNotFound();
      const row = await streams.latest(userId, sessionId);
      return toRtmsStatus(row, cutoffs(), connections?.of(sessionId));
    },

    async active(userId: string): Promise<ActiveRtmsDto> {
      const rows = await streams.live(userId, cutoffs().liveSince);
      return { streams: rows.map(toActiveStream) };
    },

    async pendingWebhooks(): Promise<PendingWebhooksDto> {
      if (!deps.zoom) return { webhooks: [] };
      return { webhooks: (await pending.list(now())).map(toPendingWebhook) };
    },

    /**
     * The session takes the meeting's stream. Before Zoom announced it, the session claims the
     * meeting (`waiting`) and Zoom's webhook connects it.
     */
    async start(userId: string, input: StartRtmsInput): Promise<RtmsStartedDto> {
      const { session, waiting } = await prepare(userId, input.sessionId);
      const announced = await pending.find(input.meetingUuid, input.rtmsStreamId, now());
      if (announced) return connect(session, announced, waiting);
      const at = now();
      const claim = waiting
        ? await streams.reclaim(waiting.id, input.meetingUuid, at)
        : await streams.insert({
            sessionId: session.id,
            userId,
            meetingUuid: input.meetingUuid,
            streamId: null,
            state: 'waiting',
            instance: null,
            at,
          });
      if (!claim) throw AppError.conflict(ALREADY_STREAMING_MESSAGE);
      // Announced while the claim was written: taken now rather than at the next start.
      const late = await pending.find(input.meetingUuid, input.rtmsStreamId, now());
      if (late) return connect(session, late, claim);
      return {
        success: true,
        state: 'waiting',
        streamData: { meeting_uuid: input.meetingUuid, rtms_stream_id: null },
      };
    },

    async connectWebhook(userId: string, input: ConnectWebhookInput): Promise<RtmsStartedDto> {
      const { session, waiting } = await prepare(userId, input.sessionId);
      const announced = await pending.find(input.meeting_uuid, undefined, now());
      if (!announced) throw new AppError(404, 'not_found', NO_PENDING_WEBHOOK_MESSAGE);
      return connect(session, announced, waiting);
    },

    /** Stops the session's stream wherever it is held (another instance notices within a renewal). */
    async stop(userId: string, sessionId: string): Promise<RtmsStoppedDto> {
      if (!(await deps.sessions.find(userId, sessionId))) throw sessionNotFound();
      await connections?.of(sessionId)?.stop(null);
      await streams.stopSession(userId, sessionId, null, now());
      return { success: true, state: 'stopped' };
    },

    /** `meeting.rtms_started`: kept as pending, then connected if a session claims the meeting. */
    async webhookStarted(event: RtmsStartEvent): Promise<'connected' | 'pending' | 'taken'> {
      // Zoom announced it again (a retry after a slow answer on another instance): already held.
      if (await streams.streamIsLive(event.streamId, cutoffs().liveSince)) return 'taken';
      const at = now();
      await pending.purgeExpired(at);
      const row: PendingRow = {
        streamId: event.streamId,
        meetingUuid: event.meetingUuid,
        meetingId: event.meetingId,
        serverUrls: event.serverUrls,
        eventAt: event.at,
        expiresAt: new Date(at.getTime() + deps.pendingTtlMs),
      };
      await pending.upsert(row);
      const target = await claimant(event);
      if (!target) return 'pending';
      try {
        await connect(target.session, row, target.waiting);
        return 'connected';
      } catch (error) {
        // Closed, no recording consent, already streaming: the interviewer can connect it later.
        if (error instanceof AppError) return 'pending';
        throw error;
      }
    },

    /** `meeting.rtms_stopped`. */
    async webhookStopped(event: RtmsStopEvent): Promise<void> {
      await pending.remove(event.streamId);
      await connections?.ofStream(event.streamId)?.stop(ZOOM_STOPPED_REASON);
      await streams.stopStream(event.streamId, ZOOM_STOPPED_REASON, now());
    },

    /** At shutdown: this instance's connections closed cleanly and their rows stopped. */
    async stopAll(): Promise<void> {
      if (!connections) return;
      const reason = 'The server holding the stream stopped';
      await connections.stopAll(reason);
      // With the database already gone, the rows go stale instead (`staleMs`) and read as stopped.
      await streams.stopInstance(deps.instanceId, reason, now()).catch(() => undefined);
    },
  };
}
export type RtmsStreamsService = ReturnType<typeof createRtmsStreamsService>;
