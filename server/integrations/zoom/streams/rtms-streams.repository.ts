import { and, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rtmsStreams, type StoredRtmsParticipant } from '#server/db/schema/zoom.ts';

export type StreamRow = typeof rtmsStreams.$inferSelect;
type NewStream = Pick<StreamRow, 'sessionId' | 'userId' | 'meetingUuid'> & {
  streamId: string | null;
  state: string;
  instance: string | null;
  at: Date;
};

const LIVE = ['connecting', 'streaming', 'reconnecting'];
const notStopped = ne(rtmsStreams.state, 'stopped');
/** A stream some instance holds and has renewed since `since`. */
const liveSince = (since: Date) => and(inArray(rtmsStreams.state, LIVE), gte(rtmsStreams.seenAt, since));
export const STALE_REASON = 'The server holding the stream went away';
export const UNANSWERED_REASON = "Zoom did not start the meeting's stream within an hour";

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The session's streams (`rtms_streams`); the service checks ownership before any of these. */
export function createRtmsStreamsRepository(db: Db) {
  return {
    /** The session's newest stream, whatever its state. */
    async latest(userId: string, sessionId: string): Promise<StreamRow | undefined> {
      const [row] = await db
        .select()
        .from(rtmsStreams)
        .where(and(eq(rtmsStreams.userId, userId), eq(rtmsStreams.sessionId, sessionId)))
        .orderBy(desc(rtmsStreams.startedAt))
        .limit(1);
      return row;
    },
    /** The user's live streams renewed since `since`. */
    async live(userId: string, since: Date): Promise<StreamRow[]> {
      return db
        .select()
        .from(rtmsStreams)
        .where(and(eq(rtmsStreams.userId, userId), liveSince(since)))
        .orderBy(desc(rtmsStreams.startedAt));
    },
    /** Whether a connection to the stream is live (renewed since `since`) on any instance. */
    async streamIsLive(streamId: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: rtmsStreams.id })
        .from(rtmsStreams)
        .where(and(eq(rtmsStreams.streamId, streamId), liveSince(since)))
        .limit(1);
      return rows.length > 0;
    },
    /** The session that last took a meeting's stream (or claimed it): Zoom may restart it. */
    async lastOfMeeting(meetingUuid: string): Promise<StreamRow | undefined> {
      const [row] = await db
        .select()
        .from(rtmsStreams)
        .where(eq(rtmsStreams.meetingUuid, meetingUuid))
        .orderBy(desc(rtmsStreams.startedAt))
        .limit(1);
      return row;
    },
    /** Undefined when the session already has a live row or the stream is taken (unique indexes). */
    async insert(values: NewStream): Promise<StreamRow | undefined> {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(rtmsStreams)
        .values({ ...rest, startedAt: at, seenAt: at })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    /**
     * A waiting claim becomes the stream's connection; undefined when it is no longer waiting or
     * the stream is another session's.
     */
    async promote(
      id: string,
      values: { meetingUuid: string; streamId: string; instance: string; at: Date },
    ): Promise<StreamRow | undefined> {
      const { at, ...rest } = values;
      try {
        const [row] = await db
          .update(rtmsStreams)
          .set({ ...rest, state: 'connecting', startedAt: at, seenAt: at })
          .where(and(eq(rtmsStreams.id, id), eq(rtmsStreams.state, 'waiting')))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    /** A waiting claim moved to another meeting (the session's start asked again). */
    async reclaim(id: string, meetingUuid: string, at: Date): Promise<StreamRow | undefined> {
      const [row] = await db
        .update(rtmsStreams)
        .set({ meetingUuid, startedAt: at, seenAt: at })
        .where(and(eq(rtmsStreams.id, id), eq(rtmsStreams.state, 'waiting')))
        .returning();
      return row;
    },
    async setState(id: string, state: string): Promise<void> {
      await db
        .update(rtmsStreams)
        .set({ state })
        .where(and(eq(rtmsStreams.id, id), notStopped));
    },
    async setParticipants(id: string, participants: StoredRtmsParticipant[]): Promise<void> {
      await db.update(rtmsStreams).set({ participants }).where(eq(rtmsStreams.id, id));
    },
    /** Renews a live row; false once it was stopped elsewhere (or its session deleted). */
    async renew(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(rtmsStreams)
        .set({ seenAt: at })
        .where(and(eq(rtmsStreams.id, id), notStopped))
        .returning({ id: rtmsStreams.id });
      return rows.length > 0;
    },
    async stop(id: string, reason: string | null, at: Date): Promise<void> {
      await db
        .update(rtmsStreams)
        .set({ state: 'stopped', stopReason: reason, stoppedAt: at })
        .where(and(eq(rtmsStreams.id, id), notStopped));
    },
    /** Stops the session's live or waiting row; the rows it stopped. */
    async stopSession(userId: string, sessionId: string, reason: string | null, at: Date) {
      return db
        .update(rtmsStreams)
        .set({ state: 'stopped', stopReason: reason, stoppedAt: at })
        .where(and(eq(rtmsStreams.userId, userId), eq(rtmsStreams.sessionId, sessionId), notStopped))
        .returning();
    },
    async stopStream(streamId: string, reason: string, at: Date): Promise<StreamRow[]> {
      return db
        .update(rtmsStreams)
        .set({ state: 'stopped', stopReason: reason, stoppedAt: at })
        .where(and(eq(rtmsStreams.streamId, streamId), notStopped))
        .returning();
    },
    /**
     * Rows their instance stopped renewing before `live` (it went away), and claims waiting since
     * before `waiting`: stopped, so that the session or the stream can be taken again.
     */
    async stopStale(where: { sessionId?: string; streamId?: string }, live: Date, waiting: Date, at: Date) {
      const target = where.sessionId
        ? eq(rtmsStreams.sessionId, where.sessionId)
        : eq(rtmsStreams.streamId, where.streamId ?? '');
      const stop = (stopReason: string, stale: ReturnType<typeof and>) =>
        db.update(rtmsStreams).set({ state: 'stopped', stopReason, stoppedAt: at }).where(and(target, stale));
      await stop(STALE_REASON, and(inArray(rtmsStreams.state, LIVE), lt(rtmsStreams.seenAt, live)));
      await stop(
        UNANSWERED_REASON,
        and(eq(rtmsStreams.state, 'waiting'), lt(rtmsStreams.startedAt, waiting)),
      );
    },
    /** At shutdown: the instance's live rows. */
    async stopInstance(instance: string, reason: string, at: Date): Promise<void> {
      await db
        .update(rtmsStreams)
        .set({ state: 'stopped', stopReason: reason, stoppedAt: at })
        .where(and(eq(rtmsStreams.instance, instance), notStopped));
    },
  };
}
export type RtmsStreamsRepository = ReturnType<typeof createRtmsStreamsRepository>;
