// web/lib/sessions/: the session reads and keys that several features share (sessions,
// live-session, candidate-scorecards, quick-create, session-create), so none imports another.
const all = ['/api/sessions'] as const;

/**
 * Query keys start with the API path they read, so invalidating `sessionKeys.all` refreshes the
 * list and every open session. The live channel (`web/features/live-session`) writes its events
 * into the per-session keys below; the dashboard's columns only read them.
 */
export const sessionKeys = {
  all,
  list: () => [...all, 'list'] as const,
  session: (id: string) => [...all, 'detail', id] as const,
  detail: (id: string) => [...all, 'detail', id, 'session'] as const,
  conversation: (id: string) => [...all, 'detail', id, 'conversation'] as const,
  suggestions: (id: string) => [...all, 'detail', id, 'suggestions'] as const,
  notes: (id: string) => [...all, 'detail', id, 'notes'] as const,
  evaluation: (id: string) => [...all, 'detail', id, 'evaluation'] as const,
  candidateQuestions: (id: string) => [...all, 'detail', id, 'candidate-questions'] as const,
};
