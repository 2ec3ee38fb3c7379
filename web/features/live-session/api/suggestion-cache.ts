import type { QueryClient } from '@tanstack/react-query';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { mergeSuggestions } from '#web/lib/sessions/live/live-event-reducer.ts';

/** Merges what the server answered for some suggestions into the session's cached list. */
export function storeSuggestions(
  queryClient: QueryClient,
  sessionId: string,
  updated: SuggestionDto[],
): void {
  queryClient.setQueryData<SuggestionDto[]>(sessionKeys.suggestions(sessionId), (list) =>
    list ? mergeSuggestions(list, updated) : list,
  );
}

/** The cached suggestion with this id, if any. */
export function cachedSuggestion(queryClient: QueryClient, sessionId: string, id: string) {
  return queryClient
    .getQueryData<SuggestionDto[]>(sessionKeys.suggestions(sessionId))
    ?.find((s) => s.id === id);
}
