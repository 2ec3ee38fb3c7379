import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rtmsPendingWebhooks } from '#server/db/schema/zoom.ts';

export type PendingRow = typeof rtmsPendingWebhooks.$inferSelect;

/** Listed at most (the dashboard's selector); Zoom starts few streams an hour that no one claims. */
const LIST_MAX = 50;

/** RTMS starts no session claimed yet (`rtms_pending_webhooks`); they belong to no user. */
export function createRtmsPendingRepository(db: Db) {
  return {
    /** A retried webhook renews the same row. */
    async upsert(row: PendingRow): Promise<void> {
      const { streamId: _key, ...rest } = row;
      await db.insert(rtmsPendingWebhooks).values(row).onConflictDoUpdate({
        target: rtmsPendingWebhooks.streamId,
        set: rest,
      });
    },
    /** Newest first, unexpired. */
    async list(now: Date): Promise<PendingRow[]> {
      return db
        .select()
        .from(rtmsPendingWebhooks)
        .where(gt(rtmsPendingWebhooks.expiresAt, now))
        .orderBy(desc(rtmsPendingWebhooks.eventAt))
        .limit(LIST_MAX);
    },
    /** The meeting's newest unexpired start (that stream's, when one is named). */
    async find(
      meetingUuid: string,
      streamId: string | undefined,
      now: Date,
    ): Promise<PendingRow | undefined> {
      const [row] = await db
        .select()
        .from(rtmsPendingWebhooks)
        .where(
          and(
            eq(rtmsPendingWebhooks.meetingUuid, meetingUuid),
            gt(rtmsPendingWebhooks.expiresAt, now),
            streamId === undefined ? undefined : eq(rtmsPendingWebhooks.streamId, streamId),
          ),
        )
        .orderBy(desc(rtmsPendingWebhooks.eventAt))
        .limit(1);
      return row;
    },
    async remove(streamId: string): Promise<void> {
      await db.delete(rtmsPendingWebhooks).where(eq(rtmsPendingWebhooks.streamId, streamId));
    },
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(rtmsPendingWebhooks).where(lte(rtmsPendingWebhooks.expiresAt, now));
    },
  };
}
export type RtmsPendingRepository = ReturnType<typeof createRtmsPendingRepository>;
