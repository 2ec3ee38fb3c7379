import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EvaluationDto } from '#contracts/evaluation.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ErrorToast } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';
import type { SectionChange } from './use-section-drafts.ts';

type SaveSectionsOptions = {
  /** The failure toast: the server message, else `fallback`. */
  errorToast: ErrorToast;
  /** Once the saved evaluation is cached: another cached view of it, a toast. */
  onSaved?: (evaluation: EvaluationDto) => void;
};

/**
 * Saves a session's changed sections in one PATCH, which the server applies in one transaction
 * (writing only text that differs from what it holds). The answer is the whole evaluation and
 * replaces the cached one; a failure saves nothing and leaves the drafts to the caller.
 */
export function useSaveSections(sessionId: string, { errorToast, onSaved }: SaveSectionsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SectionChange[]) =>
      apiRequest(sessionPath(sessionId, '/evaluation/sections'), {
        method: 'PATCH',
        body: { sections: changes },
        schema: EvaluationDto,
      }),
    meta: { errorToast },
    onSuccess: (evaluation) => {
      queryClient.setQueryData(sessionKeys.evaluation(sessionId), evaluation);
      onSaved?.(evaluation);
    },
  });
}
