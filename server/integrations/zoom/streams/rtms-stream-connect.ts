import {
  ALREADY_STREAMING_MESSAGE,
  type RtmsStartedDto,
  STREAM_TAKEN_MESSAGE,
  ZOOM_NOT_CONFIGURED_MESSAGE,
} from '#contracts/rtms.ts';
import type { ZoomConfig } from '#server/config.ts';
import type { AnySession, SessionReads } from '#server/interviews/sessions/session-reads.ts';
import { sessionClosed, sessionNotFound } from '#server/interviews/sessions/session-writes.ts';
import { AppError } from '#server/lib/errors.ts';
import { NO_CONSENT_MESSAGE } from '#server/speech/ingest/audio-admission.ts';
import { isLive } from './rtms.mapper.ts';
import type { RtmsConnections } from './rtms-connections.ts';
import type { PendingRow, RtmsPendingRepository } from './rtms-pending.repository.ts';
import type { RtmsStreamsRepository, StreamRow } from './rtms-streams.repository.ts';

export type StreamDeps = {
  zoom: ZoomConfig | undefined;
  streams: RtmsStreamsRepository;
  pending: RtmsPendingRepository;
  /** The signed-in user's sessions (404 for any other). */
  sessions: Pick<SessionReads, 'find'>;
  /** This instance's connections; undefined when Zoom is not set up. */
  connections: RtmsConnections | undefined;
  instanceId: string;
  now(): Date;
  /** A live row not renewed for this long belongs to an instance that went away. */
  staleMs: number;
  /** How long a start no session claimed (or a claim Zoom never answered) is kept. */
  pendingTtlMs: number;
};

/**
 * How a session takes a stream: it must be active, have recording consent and Zoom set up; rows
 * of instances that went away are stopped first; then its waiting claim is promoted or a row
 * inserted (one live stream per session, one session per stream) and this instance opens the
 * connection. `cutoffs` say when a live row or a claim counts as ended.
 */
export function createStreamConnector(deps: StreamDeps) {
  const { streams, pending, connections, now } = deps;
  const cutoffs = () => {
    const at = now();
    return {
      at,
      liveSince: new Date(at.getTime() - deps.staleMs),
      waitingSince: new Date(at.getTime() - deps.pendingTtlMs),
    };
  };
  const clearStale = (where: { sessionId?: string; streamId?: string }) => {
    const c = cutoffs();
    return streams.stopStale(where, c.liveSince, c.waitingSince, c.at);
  };
  const mayStream = (session: AnySession) => {
    if (session.status !== 'active') throw sessionClosed();
    if (!session.recordingConsentAt) throw AppError.conflict(NO_CONSENT_MESSAGE);
    if (!deps.zoom) throw AppError.conflict(ZOOM_NOT_CONFIGURED_MESSAGE);
  };

  /** The user's session ready to stream, and its claim waiting for Zoom if it has one. */
  async function prepare(userId: string, sessionId: string) {
    const session = await deps.sessions.find(userId, sessionId);
    if (!session) throw sessionNotFound();
    mayStream(session);
    await clearStale({ sessionId });
    const current = await streams.latest(userId, sessionId);
    if (current && isLive(current.state)) throw AppError.conflict(ALREADY_STREAMING_MESSAGE);
    return { session, waiting: current?.state === 'waiting' ? current : undefined };
  }

  /** Opens the session's connection to a stream Zoom announced. */
  async function connect(
    session: AnySession,
    webhook: PendingRow,
    waiting?: StreamRow,
  ): Promise<RtmsStartedDto> {
    mayStream(session);
    const { zoom } = deps;
    if (!connections || !zoom) throw AppError.conflict(ZOOM_NOT_CONFIGURED_MESSAGE);
    await clearStale({ streamId: webhook.streamId });
    const at = now();
    const { streamId, meetingUuid, serverUrls } = webhook;
    const values = { meetingUuid, streamId, instance: deps.instanceId, at };
    const row = waiting
      ? await streams.promote(waiting.id, values)
      : await streams.insert({
          ...values,
          sessionId: session.id,
          userId: session.userId,
          state: 'connecting',
        });
    if (!row) {
      const current = await streams.latest(session.userId, session.id);
      throw AppError.conflict(
        current && isLive(current.state) ? ALREADY_STREAMING_MESSAGE : STREAM_TAKEN_MESSAGE,
      );
    }
    await pending.remove(streamId);
    const { id: rowId, userId, sessionId } = row;
    connections.open({
      rowId,
      userId,
      sessionId,
      meetingUuid,
      streamId,
      serverUrls,
      mappings: session.participantMappings,
    });
    return {
      success: true,
      state: 'connecting',
      streamData: { meeting_uuid: meetingUuid, rtms_stream_id: streamId },
    };
  }

  return { cutoffs, prepare, connect };
}
