import { lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { zoomWebhookReceipts } from '#server/db/schema/zoom.ts';

/** Longer than Zoom's five-minute replay window. */
export const WEBHOOK_RECEIPT_TTL_MS = 10 * 60 * 1000;

/**
 * Webhooks already taken, by their identity (event, its timestamp, the stream), whichever
 * instance took them (`zoom_webhook_receipts`): Zoom retries a slow answer, possibly to another
 * instance, and a replayed request may come again inside the five-minute window. The first insert
 * of a key wins; a key whose receipt has passed is taken again. Receipts past are purged as
 * webhooks come (a few per meeting).
 */
export function createWebhookDedupe(db: Db, ttlMs = WEBHOOK_RECEIPT_TTL_MS) {
  const until = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  return {
    /** True the first time a key is seen within `ttlMs`, on any instance; false for a duplicate. */
    async first(key: string): Promise<boolean> {
      await db.delete(zoomWebhookReceipts).where(lt(zoomWebhookReceipts.expiresAt, sql`now()`));
      const taken = await db
        .insert(zoomWebhookReceipts)
        .values({ key, expiresAt: until })
        .onConflictDoUpdate({
          target: zoomWebhookReceipts.key,
          set: { expiresAt: until },
          setWhere: sql`${zoomWebhookReceipts.expiresAt} <= now()`,
        })
        .returning({ key: zoomWebhookReceipts.key });
      return taken.length > 0;
    },
  };
}
export type WebhookDedupe = ReturnType<typeof createWebhookDedupe>;
