import { sessionKeys } from '#web/lib/sessions/keys.ts';

const all = ['/api/candidate-scorecards'] as const;

/**
 * Query keys start with the API path they read. Audio exports sit under the session's own key,
 * so dropping a deleted session's reads drops its recordings too.
 */
export const candidateScorecardKeys = {
  all,
  list: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  audioExports: (sessionId: string) => [...sessionKeys.session(sessionId), 'audio-exports'] as const,
  debrief: (sessionId: string) => [...sessionKeys.session(sessionId), 'debrief'] as const,
};
