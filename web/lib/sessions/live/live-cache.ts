import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import type { LiveChange, LiveData, LiveKey } from './live-event-reducer.ts';

const KEYS: Record<LiveKey, (id: string) => readonly unknown[]> = {
  session: sessionKeys.detail,
  conversation: sessionKeys.conversation,
  suggestions: sessionKeys.suggestions,
  notes: sessionKeys.notes,
  evaluation: sessionKeys.evaluation,
  candidateQuestions: sessionKeys.candidateQuestions,
};

/** The session's reads as cached now. */
export function readLiveData(queryClient: QueryClient, sessionId: string): LiveData {
  return {
    session: queryClient.getQueryData(sessionKeys.detail(sessionId)),
    conversation: queryClient.getQueryData(sessionKeys.conversation(sessionId)),
    suggestions: queryClient.getQueryData(sessionKeys.suggestions(sessionId)),
    notes: queryClient.getQueryData(sessionKeys.notes(sessionId)),
    evaluation: queryClient.getQueryData(sessionKeys.evaluation(sessionId)),
    candidateQuestions: queryClient.getQueryData(sessionKeys.candidateQuestions(sessionId)),
  };
}

/**
 * Writes what an event changed into the cache, so every column reading those keys updates.
 * A read that was not loaded yet is fetched again: its answer then includes the event.
 */
export function writeLiveChange(queryClient: QueryClient, sessionId: string, change: LiveChange): void {
  for (const [key, value] of Object.entries(change.changes) as [LiveKey, unknown][]) {
    queryClient.setQueryData(KEYS[key](sessionId), value);
  }
  for (const key of change.missing) {
    void queryClient.invalidateQueries({ queryKey: KEYS[key](sessionId), exact: true });
  }
  if ('session' in change.changes) {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.list(), exact: true });
  }
}
