import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewSessions } from '#server/db/schema/index.ts';

/** What the streams need of a session: whose it is, whether it may record, who is who. */
export type StreamSession = Pick<
  typeof interviewSessions.$inferSelect,
  'id' | 'userId' | 'status' | 'recordingConsentAt' | 'participantMappings'
>;

const columns = {
  id: interviewSessions.id,
  userId: interviewSessions.userId,
  status: interviewSessions.status,
  recordingConsentAt: interviewSessions.recordingConsentAt,
  participantMappings: interviewSessions.participantMappings,
};

/**
 * Sessions as a Zoom webhook finds them, whoever owns them: a webhook carries no user. Read-only;
 * never used for a request's own lookups (those go through the sessions module, scoped by user).
 */
export function createRtmsSessionsRepository(db: Db) {
  return {
    /**
     * The newest active session linked to the meeting by its number or UUID; a number typed as Zoom
     * shows it (`812 3456 7890`) matches too.
     */
    async activeLinkedTo(meetingKeys: string[]): Promise<StreamSession | undefined> {
      if (meetingKeys.length === 0) return undefined;
      const spaced = sql`regexp_replace(${interviewSessions.zoomMeetingId}, '\\s+', '', 'g')`;
      const linked = or(inArray(interviewSessions.zoomMeetingId, meetingKeys), inArray(spaced, meetingKeys));
      const [row] = await db
        .select(columns)
        .from(interviewSessions)
        .where(and(linked, eq(interviewSessions.status, 'active')))
        .orderBy(desc(interviewSessions.startTime))
        .limit(1);
      return row;
    },
    async byId(id: string): Promise<StreamSession | undefined> {
      const [row] = await db.select(columns).from(interviewSessions).where(eq(interviewSessions.id, id));
      return row;
    },
  };
}
export type RtmsSessionsRepository = ReturnType<typeof createRtmsSessionsRepository>;
