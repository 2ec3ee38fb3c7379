import {
  type ActiveRtmsStream,
  LIVE_RTMS_STATES,
  type PendingWebhook,
  type RtmsParticipant,
  type RtmsState,
  type RtmsStatusDto,
} from '#contracts/rtms.ts';
import type { PendingRow } from './rtms-pending.repository.ts';
import { STALE_REASON, type StreamRow, UNANSWERED_REASON } from './rtms-streams.repository.ts';

const NO_STREAM: RtmsStatusDto = {
  isActive: false,
  state: 'stopped',
  streamData: null,
  participants: [],
  startedAt: null,
  stopReason: null,
};

export const isLive = (state: string) => (LIVE_RTMS_STATES as readonly string[]).includes(state);

/** What this instance knows better than the row: the connection it holds. */
export type HeldStream = { streamId: string; state(): string; participants(): RtmsParticipant[] };

/**
 * The session's newest stream as the dashboard shows it. A live row whose instance stopped
 * renewing it (`liveSince`), or a claim older than `waitingSince`, has ended whatever it says.
 */
export function toRtmsStatus(
  row: StreamRow | undefined,
  cutoffs: { liveSince: Date; waitingSince: Date },
  held: HeldStream | undefined,
): RtmsStatusDto {
  if (!row) return NO_STREAM;
  // A stop decided elsewhere is in the row before the holder hears of it.
  const mine = held && held.streamId === row.streamId && row.state !== 'stopped' ? held : undefined;
  let state = (mine?.state() ?? row.state) as RtmsState;
  let stopReason = row.stopReason;
  if (isLive(state) && !mine && row.seenAt < cutoffs.liveSince) {
    state = 'stopped';
    stopReason = STALE_REASON;
  } else if (state === 'waiting' && row.startedAt < cutoffs.waitingSince) {
    state = 'stopped';
    stopReason = UNANSWERED_REASON;
  }
  return {
    isActive: isLive(state),
    state,
    streamData: { meeting_uuid: row.meetingUuid, rtms_stream_id: row.streamId },
    participants: mine?.participants() ?? row.participants,
    startedAt: row.startedAt.toISOString(),
    stopReason: state === 'stopped' ? stopReason : null,
  };
}

export function toActiveStream(row: StreamRow): ActiveRtmsStream {
  return {
    sessionId: row.sessionId,
    meeting_uuid: row.meetingUuid,
    rtms_stream_id: row.streamId,
    state: row.state as RtmsState,
    startedAt: row.startedAt.toISOString(),
    participants: row.participants.length,
  };
}

export function toPendingWebhook(row: PendingRow): PendingWebhook {
  return {
    meeting_uuid: row.meetingUuid,
    rtms_stream_id: row.streamId,
    meeting_id: row.meetingId,
    timestamp: row.eventAt.toISOString(),
  };
}
