import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScorecardDto, type ScorecardFields } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { scorecardsKey } from './keys.ts';

/** Wizard step 2 "Create New": a manual scorecard, then chosen for the template. */
export function useCreateScorecardInline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardFields) =>
      apiRequest('/api/interview-setup/scorecards', { method: 'POST', body: input, schema: ScorecardDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create scorecard. Please try again.' } },
    onSuccess: (scorecard) => {
      notifySuccess('Scorecard Created', `"${scorecard.title}" has been saved.`);
      void queryClient.invalidateQueries({ queryKey: scorecardsKey });
    },
  });
}
