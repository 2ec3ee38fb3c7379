import type { AnySession, SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { RtmsStreamsRepository, StreamRow } from './rtms-streams.repository.ts';

/** A meeting as a start names it: Zoom's UUID, and its number when Zoom's webhook gave one. */
export type MeetingKeys = { meetingUuid: string; meetingId: string | null };

/** The active sessions linked to a meeting, and the active session that last took or claimed its stream. */
export type MeetingHolders = { linked: AnySession[]; last?: StreamRow; claimed?: AnySession };

/**
 * The users owning a meeting now: those whose active sessions are linked to it (the link is the
 * interviewer's own word for their meeting), else the one whose session last took or claimed it.
 */
export function ownersOf({ linked, claimed }: MeetingHolders): Set<string> {
  if (linked.length > 0) return new Set(linked.map((s) => s.userId));
  return new Set(claimed ? [claimed.userId] : []);
}

type Deps = {
  streams: Pick<RtmsStreamsRepository, 'lastOfMeeting'>;
  sessions: Pick<SessionReads, 'anyById' | 'activeOnZoomMeeting'>;
};

/**
 * Who a meeting's stream belongs to (`ownersOf`). A user may take it when they are its one owner,
 * or when Zoom vouched for the meeting in their Zoom App context and nobody else owns it. A UUID
 * the browser sends proves nothing: the candidate, or any other user, can read it in Zoom.
 */
export function createMeetingOwnership({ streams, sessions }: Deps) {
  async function holders({ meetingUuid, meetingId }: MeetingKeys): Promise<MeetingHolders> {
    const keys = [meetingUuid, meetingId].filter((k): k is string => Boolean(k));
    const linked = await sessions.activeOnZoomMeeting(keys);
    const last = await streams.lastOfMeeting(meetingUuid);
    const lastSession = last && (await sessions.anyById(last.sessionId));
    if (lastSession?.status !== 'active') return { linked };
    return { linked, last, claimed: lastSession };
  }

  return {
    holders,
    /**
     * Whether the user may attach the meeting's stream to one of their sessions: they own the
     * meeting alone, or `provenUuid` (from their decrypted Zoom App context) is the meeting's and
     * nobody owns it yet.
     */
    async mayTake(userId: string, meeting: MeetingKeys, provenUuid?: string | null): Promise<boolean> {
      const owners = ownersOf(await holders(meeting));
      if (owners.size > 0) return owners.size === 1 && owners.has(userId);
      return Boolean(provenUuid) && provenUuid === meeting.meetingUuid;
    },
  };
}
export type MeetingOwnership = ReturnType<typeof createMeetingOwnership>;
