import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewSessions, recordingConsents } from '#server/db/schema/interviews.ts';
import { applicationJobs, candidateNames } from '#server/pipeline/pipeline-reads.ts';
import { interviewTemplateTitles } from '#server/setup/setup-reads.ts';

export type SessionRow = typeof interviewSessions.$inferSelect;
export type SessionValues = Omit<
  typeof interviewSessions.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
/** A session with the names the list and the dashboard show. */
export type SessionWithNames = SessionRow & {
  candidateFirstName: string | null;
  candidateLastName: string | null;
  jobTitle: string | null;
  templateTitle: string | null;
};
/** A session as the server's own work reads it, whoever owns it: whether it runs and may record, who is who. */
export type AnySession = Pick<
  SessionRow,
  'id' | 'userId' | 'status' | 'recordingConsentAt' | 'participantMappings'
>;

const owned = (userId: string, id: string) =>
  and(eq(interviewSessions.userId, userId), eq(interviewSessions.id, id));

const anySessionColumns = {
  id: interviewSessions.id,
  userId: interviewSessions.userId,
  status: interviewSessions.status,
  recordingConsentAt: interviewSessions.recordingConsentAt,
  participantMappings: interviewSessions.participantMappings,
};

export function createSessionsRepository(db: Db) {
  const candidate = candidateNames(db);
  const job = applicationJobs(db);
  const template = interviewTemplateTitles(db);
  const withNames = () =>
    db
      .select({
        session: interviewSessions,
        candidateFirstName: candidate.firstName,
        candidateLastName: candidate.lastName,
        jobTitle: job.jobTitle,
        templateTitle: template.title,
      })
      .from(interviewSessions)
      .leftJoin(candidate, eq(candidate.candidateId, interviewSessions.candidateId))
      .leftJoin(job, eq(job.applicationId, interviewSessions.applicationId))
      .leftJoin(template, eq(template.interviewTemplateId, interviewSessions.interviewTemplateId));
  const flatten = ({
    session,
    ...names
  }: { session: SessionRow } & Omit<SessionWithNames, keyof SessionRow>) => ({
    ...session,
    ...names,
  });

  return {
    /** Newest first. */
    async list(userId: string): Promise<SessionWithNames[]> {
      const rows = await withNames()
        .where(eq(interviewSessions.userId, userId))
        .orderBy(desc(interviewSessions.startTime), desc(interviewSessions.id));
      return rows.map(flatten);
    },
    async findWithNames(userId: string, id: string): Promise<SessionWithNames | undefined> {
      const [row] = await withNames().where(owned(userId, id));
      return row && flatten(row);
    },
    async findById(userId: string, id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(interviewSessions).where(owned(userId, id));
      return row;
    },
    /** A session whoever owns it: only for the server's own work (recordings, Zoom streams). */
    async findAnyById(id: string): Promise<AnySession | undefined> {
      const [row] = await db
        .select(anySessionColumns)
        .from(interviewSessions)
        .where(eq(interviewSessions.id, id));
      return row;
    },
    /**
     * Whoever owns them, the active sessions linked to a Zoom meeting by its number or UUID, newest
     * first; a number typed as Zoom shows it (`812 3456 7890`) matches too.
     */
    async findActiveByZoomMeeting(meetingKeys: string[]): Promise<AnySession[]> {
      const keys = meetingKeys.map((k) => k.replace(/\s+/g, '')).filter((k) => k !== '');
      if (keys.length === 0) return [];
      const spaced = sql`regexp_replace(${interviewSessions.zoomMeetingId}, '\\s+', '', 'g')`;
      const linked = or(inArray(interviewSessions.zoomMeetingId, keys), inArray(spaced, keys));
      return db
        .select(anySessionColumns)
        .from(interviewSessions)
        .where(and(linked, eq(interviewSessions.status, 'active')))
        .orderBy(desc(interviewSessions.startTime))
        .limit(20);
    },
    /** The ids of the user's sessions with a candidate. */
    async idsOfCandidate(userId: string, candidateId: string): Promise<string[]> {
      const rows = await db
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.candidateId, candidateId)));
      return rows.map((r) => r.id);
    },
    /** Locks the session row until commit (writers of one session queue here). */
    async lock(id: string, userId?: string): Promise<SessionRow | undefined> {
      const where = userId ? owned(userId, id) : eq(interviewSessions.id, id);
      const [row] = await db.select().from(interviewSessions).where(where).for('update');
      return row;
    },
    /** The user's session linked to a meeting: active ones first, then the newest. */
    async findIdByMeeting(userId: string, meeting: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.userId, userId),
            or(eq(interviewSessions.meetingId, meeting), eq(interviewSessions.zoomMeetingId, meeting)),
          ),
        )
        .orderBy(sql`${interviewSessions.status} = 'active' desc`, desc(interviewSessions.startTime))
        .limit(1);
      return row?.id;
    },
    async insert(userId: string, values: SessionValues): Promise<SessionRow | undefined> {
      const [row] = await db
        .insert(interviewSessions)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(
      userId: string,
      id: string,
      values: Partial<SessionValues>,
    ): Promise<SessionRow | undefined> {
      const [row] = await db.update(interviewSessions).set(values).where(owned(userId, id)).returning();
      return row;
    },
    /** Keeps one confirmation of the recording consent, with the notice's words; answers its id. */
    async addConsent(
      sessionId: string,
      values: { notice: string; confirmedBy: string; confirmedAt: Date },
    ): Promise<string> {
      const [row] = await db
        .insert(recordingConsents)
        .values({ sessionId, ...values })
        .returning({ id: recordingConsents.id });
      if (!row) throw new Error('recording consent not stored');
      return row.id;
    },
    /** Agenda items, scorecard items, conversation, suggestions, notes and events go with it. */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(interviewSessions)
        .where(owned(userId, id))
        .returning({ id: interviewSessions.id });
      return rows.length > 0;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
