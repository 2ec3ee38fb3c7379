import { queryOptions } from '@tanstack/react-query';
import { AuditList, RetentionSettings, SessionRetention } from '#contracts/privacy.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const privacyKeys = {
  all: ['privacy'] as const,
  retention: () => [...privacyKeys.all, 'retention'] as const,
  sessionRetention: (sessionId: string) => [...privacyKeys.all, 'session-retention', sessionId] as const,
  audit: (kind: AuditSubject, id: string) => [...privacyKeys.all, 'audit', kind, id] as const,
};

/** Whose audit trail: a candidate's or a session's. */
export type AuditSubject = 'candidates' | 'sessions';

/** The account's retention periods. */
export function retentionQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.retention(),
    queryFn: ({ signal }) => apiRequest('/api/privacy/retention', { schema: RetentionSettings, signal }),
  });
}

/** When the purge deletes what of a session, and its recording consent. */
export function sessionRetentionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: privacyKeys.sessionRetention(sessionId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/sessions/${encodeURIComponent(sessionId)}/retention`, {
        schema: SessionRetention,
        signal,
      }),
  });
}

/** The audit trail of a candidate's or a session's data, newest first; read again each time it shows. */
export function auditQueryOptions(kind: AuditSubject, id: string) {
  return queryOptions({
    queryKey: privacyKeys.audit(kind, id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/${kind}/${encodeURIComponent(id)}/audit`, { schema: AuditList, signal }),
    staleTime: 0,
  });
}
