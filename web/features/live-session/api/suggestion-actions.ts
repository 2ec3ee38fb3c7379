import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuggestionDto, type SuggestionStatus } from '#contracts/realtime.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ErrorToast } from '#web/lib/query-client.ts';
import { cachedSuggestion, storeSuggestions } from './suggestion-cache.ts';

export type SuggestionAction = 'pin' | 'unpin' | 'dismiss';

type ActionSpec = {
  status: SuggestionStatus;
  errorToast: ErrorToast;
  request: (id: string) => Promise<SuggestionDto>;
};

const at = (id: string, rest = '') => `/api/suggestions/${encodeURIComponent(id)}${rest}`;

/** Spec 000 §7 "Suggestions" calls and §8 failure toasts. */
const ACTIONS: Record<SuggestionAction, ActionSpec> = {
  pin: {
    status: 'pinned',
    errorToast: { title: 'Failed to Pin', fallback: 'The suggestion could not be pinned' },
    request: (id) => apiRequest(at(id, '/pin'), { method: 'POST', schema: SuggestionDto }),
  },
  unpin: {
    status: 'suggested',
    errorToast: { title: 'Failed to Unpin', fallback: 'The suggestion could not be unpinned' },
    request: (id) => apiRequest(at(id, '/unpin'), { method: 'POST', schema: SuggestionDto }),
  },
  dismiss: {
    status: 'dismissed',
    errorToast: { title: 'Failed to Dismiss', fallback: 'The suggestion could not be dismissed' },
    request: (id) =>
      apiRequest(at(id, '/status'), {
        method: 'PATCH',
        body: { status: 'dismissed', reason: 'manual_dismiss' },
        schema: SuggestionDto,
      }),
  },
};

/**
 * Pins, unpins or dismisses a suggestion. The list moves at once; the server's answer then
 * replaces the guess, and a failure puts the suggestion back unless something newer (a live
 * event) changed it meanwhile.
 */
export function useSuggestionAction(sessionId: string, action: SuggestionAction) {
  const queryClient = useQueryClient();
  const spec = ACTIONS[action];
  return useMutation({
    mutationFn: (suggestion: SuggestionDto) => spec.request(suggestion.id),
    meta: { errorToast: spec.errorToast },
    onMutate: (suggestion) => {
      const guess: SuggestionDto = {
        ...suggestion,
        status: spec.status,
        dismissalReason: action === 'dismiss' ? 'manual_dismiss' : null,
      };
      storeSuggestions(queryClient, sessionId, [guess]);
      return { before: suggestion, guess };
    },
    onSuccess: (saved) => storeSuggestions(queryClient, sessionId, [saved]),
    onError: (_error, _suggestion, context) => {
      if (!context) return;
      const now = cachedSuggestion(queryClient, sessionId, context.guess.id);
      if (now?.status === context.guess.status) storeSuggestions(queryClient, sessionId, [context.before]);
    },
  });
}
