import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '#contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { type AuditDetails, auditEvents, retentionSettings } from '#server/db/schema/privacy.ts';

export type AuditRecord = {
  userId: string;
  action: AuditAction;
  candidateId?: string | null;
  sessionId?: string | null;
  /** Ids and counts only. */
  details?: AuditDetails;
  at?: Date;
};

/** How many entries a list shows at most (newest first). */
const LIST_LIMIT = 200;

/**
 * The audit trail: appended to, read per candidate or session by its owner, and thinned only by
 * its own retention (the table refuses any other update or delete).
 */
export function createAuditTrail(db: Db) {
  const toEntry = (row: typeof auditEvents.$inferSelect): AuditEntry => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    accountId: row.userId,
    candidateId: row.candidateId,
    sessionId: row.sessionId,
    details: row.details,
  });
  const list = async (userId: string, where: ReturnType<typeof eq>) =>
    (
      await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.userId, userId), where))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(LIST_LIMIT)
    ).map(toEntry);

  return {
    /** Appends one entry; `tx` writes it with the change it records. */
    async record(entry: AuditRecord, tx: Db = db): Promise<void> {
      await tx.insert(auditEvents).values({
        userId: entry.userId,
        action: entry.action,
        candidateId: entry.candidateId ?? null,
        sessionId: entry.sessionId ?? null,
        details: entry.details ?? {},
        at: entry.at,
      });
    },
    /** Whether the account recorded `action` on the session since `since` (plays are not counted twice). */
    async recordedSince(
      userId: string,
      sessionId: string,
      action: AuditAction,
      since: Date,
      exportId: string,
    ) {
      const [row] = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.userId, userId),
            eq(auditEvents.sessionId, sessionId),
            eq(auditEvents.action, action),
            sql`${auditEvents.at} >= ${since.toISOString()}::timestamptz`,
            sql`${auditEvents.details}->>'recordingId' = ${exportId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    ofCandidate: (userId: string, candidateId: string) =>
      list(userId, eq(auditEvents.candidateId, candidateId)),
    ofSession: (userId: string, sessionId: string) => list(userId, eq(auditEvents.sessionId, sessionId)),

    /**
     * Entries older than each account's audit period go (730 days without a setting); one entry
     * per account says how many. Answers the number removed.
     */
    async purge(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('interview_hub.audit_retention', 'on', true)`);
        const days = sql`coalesce((select ${retentionSettings.auditDays} from ${retentionSettings}
          where ${retentionSettings.userId} = ${auditEvents.userId}), 730)`;
        const removed = await tx
          .delete(auditEvents)
          .where(lt(auditEvents.at, sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`))
          .returning({ userId: auditEvents.userId });
        const perAccount = new Map<string, number>();
        for (const { userId } of removed) perAccount.set(userId, (perAccount.get(userId) ?? 0) + 1);
        for (const [userId, count] of perAccount) {
          await tx
            .insert(auditEvents)
            .values({ userId, action: 'audit_purged', details: { entries: count }, at: now });
        }
        return removed.length;
      });
    },
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
