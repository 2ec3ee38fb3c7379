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
  ZOOM_MEETING_NOT_FOUND_MESSAGE,
  ZOOM_MEETING_TAKEN_MESSAGE,
  type ZoomContextSessionDto,
} from '#contracts/rtms.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import { sessionNotFound } from '#server/interviews/sessions/session-writes.ts';
import { toSessionListItem } from '#server/interviews/sessions/sessions.mapper.ts';
import { AppError } from '#server/lib/errors.ts';
import type { RtmsStartEvent, RtmsStopEvent } from '../webhooks/webhook-payloads.ts';
import { toActiveStream, toPendingWebhook, toRtmsStatus } from './rtms.mapper.ts';
import { createMeetingOwnership, ownersOf } from './rtms-ownership.ts';
import type { PendingRow } from './rtms-pending.repository.ts';
import { createStreamConnector, type StreamDeps } from './rtms-stream-connect.ts';
import type { StreamRow } from './rtms-streams.repository.ts';

export const ZOOM_STOPPED_REASON = 'Zoom stopped the stream';

type Deps = StreamDeps & {
  /** The signed-in user's sessions (`find`), and those a webhook finds whoever owns them. */
  sessions: Pick<SessionReads, 'find' | 'anyById' | 'activeOnZoomMeeting' | 'withNames'>;
};

const meetingNotFound = () => new AppError(404, 'not_found', ZOOM_MEETING_NOT_FOUND_MESSAGE);
const noPendingWebhook = () => new AppError(404, 'not_found', NO_PENDING_WEBHOOK_MESSAGE);

/**
 * Zoom real-time media streams of interview sessions (spec 000 §7): one stream per session, one
 * connection per Zoom stream, held by the instance that opened it; state in `rtms_streams`.
 * A stream belongs to the owner of the sessions linked to its meeting (`rtms-ownership.ts`): the
 * session that claimed it (a start from the Zoom App, whose context proves the meeting; an earlier
 * stream of the meeting) or whose Zoom meeting number or UUID is the meeting's. Otherwise it waits
 * an hour as a pending webhook, listed only to the user who may attach it. A meeting UUID the
 * browser sends proves nothing; a claim of another user's meeting answers 404, as for an unknown one.
 */
export function createRtmsStreamsService(deps: Deps) {
  const { streams, pending, connections, now } = deps;
  const { cutoffs, prepare, connect } = createStreamConnector(deps);
  const ownership = createMeetingOwnership({ streams, sessions: deps.sessions });

  /**
   * Who takes a stream Zoom started: its one owner's session that last took or claimed it, else
   * their session linked to it; nobody when the meeting is nobody's, or two users' (it then waits,
   * listed to neither). Another user's claim, made before Zoom said the meeting's number, is
   * `displaced`: it ends saying why.
   */
  async function claimant(event: RtmsStartEvent) {
    const held = await ownership.holders(event);
    const owners = ownersOf(held);
    const [owner] = owners;
    if (owners.size !== 1) return undefined;
    const { linked, last, claimed } = held;
    const waitingOf = (row: StreamRow | undefined) => (row?.state === 'waiting' ? row : undefined);
    if (claimed && last && claimed.userId === owner) return { session: claimed, waiting: waitingOf(last) };
    const session = linked.find((s) => s.userId === owner);
    return session && { session, waiting: undefined, displaced: waitingOf(last) };
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

    /**
     * The user's active session for the meeting of their Zoom App context (`provenUuid`): the one
     * that claimed its stream, else one linked to its UUID or to the number Zoom's start gave it.
     * 404 without a context meeting, or when no session of the user's holds it.
     */
    async contextSession(userId: string, provenUuid: string | null): Promise<ZoomContextSessionDto> {
      if (!provenUuid) throw meetingNotFound();
      const announced = await pending.find(provenUuid, undefined, now());
      const meeting = { meetingUuid: provenUuid, meetingId: announced?.meetingId ?? null };
      const { linked, claimed } = await ownership.holders(meeting);
      const held = [claimed, ...linked].find((s) => s?.userId === userId);
      const session = held && (await deps.sessions.withNames(userId, held.id));
      if (!session) throw meetingNotFound();
      const row = await streams.latest(userId, session.id);
      return {
        session: toSessionListItem(session),
        rtms: toRtmsStatus(row, cutoffs(), connections?.of(session.id)),
      };
    },

    /** The starts the user may attach: those of meetings linked to their sessions alone. */
    async pendingWebhooks(userId: string): Promise<PendingWebhooksDto> {
      if (!deps.zoom) return { webhooks: [] };
      const rows = await pending.list(now());
      const mine = [];
      for (const row of rows) if (await ownership.mayTake(userId, row)) mine.push(row);
      return { webhooks: mine.map(toPendingWebhook) };
    },

    /**
     * The session takes the meeting's stream. Before Zoom announced it, the session claims the
     * meeting (`waiting`) and Zoom's webhook connects it. `provenUuid` is the meeting of the
     * user's Zoom App context: when there is one, it is the meeting, whatever the body says.
     */
    async start(userId: string, input: StartRtmsInput, provenUuid?: string | null): Promise<RtmsStartedDto> {
      const meetingUuid = provenUuid ?? input.meetingUuid;
      if (!meetingUuid) throw AppError.badRequest('meetingUuid is required');
      const { session, waiting } = await prepare(userId, input.sessionId);
      const announced = await pending.find(meetingUuid, input.rtmsStreamId, now());
      const meeting = { meetingUuid, meetingId: announced?.meetingId ?? null };
      if (!(await ownership.mayTake(userId, meeting, provenUuid))) throw meetingNotFound();
      if (announced) return connect(session, announced, waiting);
      const at = now();
      const claim = waiting
        ? await streams.reclaim(waiting.id, meetingUuid, at)
        : await streams.insert({
            sessionId: session.id,
            userId,
            meetingUuid,
            streamId: null,
            state: 'waiting',
            instance: null,
            at,
          });
      if (!claim) throw AppError.conflict(ALREADY_STREAMING_MESSAGE);
      // Announced while the claim was written: taken now rather than at the next start.
      const late = await pending.find(meetingUuid, input.rtmsStreamId, now());
      if (late) return connect(session, late, claim);
      return {
        success: true,
        state: 'waiting',
        streamData: { meeting_uuid: meetingUuid, rtms_stream_id: null },
      };
    },

    /** A pending start of a meeting the user owns (or their Zoom App context proves). */
    async connectWebhook(
      userId: string,
      input: ConnectWebhookInput,
      provenUuid?: string | null,
    ): Promise<RtmsStartedDto> {
      const { session, waiting } = await prepare(userId, input.sessionId);
      const announced = await pending.find(input.meeting_uuid, undefined, now());
      if (!announced || !(await ownership.mayTake(userId, announced, provenUuid))) throw noPendingWebhook();
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
        if (target.displaced) await streams.stop(target.displaced.id, ZOOM_MEETING_TAKEN_MESSAGE, now());
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
