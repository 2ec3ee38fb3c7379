import type { QueryClient } from '@tanstack/react-query';
import { SuggestionDto } from '#contracts/realtime.ts';
import { questionAsked } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { storeSuggestions } from './suggestion-cache.ts';

/** The visible suggested questions an interviewer message asks (spec 000 §5). */
export function askedQuestions(suggestions: SuggestionDto[] | undefined, message: string): SuggestionDto[] {
  return (suggestions ?? []).filter(
    (s) =>
      s.type === 'question' &&
      (s.status === 'suggested' || s.status === 'pinned') &&
      questionAsked(s.content, message),
  );
}

/**
 * Marks each asked question used, then removes it as auto-matched (spec 000 §7), storing the
 * answers. The server matches the same message too, so a question it already handled may be
 * gone (404): that is the expected race, not a failure.
 */
export async function markQuestionsAsked(
  queryClient: QueryClient,
  sessionId: string,
  questions: SuggestionDto[],
): Promise<void> {
  await Promise.all(
    questions.map(async ({ id }) => {
      const at = `/api/suggestions/${encodeURIComponent(id)}`;
      try {
        await apiRequest(`${at}/accept`, { method: 'POST', schema: SuggestionDto });
        const removed = await apiRequest(`${at}?reason=auto_match`, {
          method: 'DELETE',
          schema: SuggestionDto,
        });
        storeSuggestions(queryClient, sessionId, [removed]);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) console.error(error);
      }
    }),
  );
}
