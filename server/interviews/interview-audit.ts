import type { AuditRecord } from '#server/privacy/audit-trail.ts';

/** Writes an entry to the audit trail (server/privacy): ids and counts, never personal data. */
export type AuditHook = (entry: AuditRecord) => Promise<void>;
