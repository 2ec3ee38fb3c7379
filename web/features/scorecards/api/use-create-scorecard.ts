import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ScorecardDto, type ScorecardFields } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { scorecardKeys } from './keys.ts';

/** Creates a scorecard, then returns to the list. */
export function useCreateScorecard() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: ScorecardFields) =>
      apiRequest('/api/interview-setup/scorecards', { method: 'POST', body: input, schema: ScorecardDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create scorecard. Please try again.' } },
    onSuccess: (scorecard) => {
      notifySuccess('Scorecard Created', `"${scorecard.title}" has been saved.`);
      queryClient.setQueryData(scorecardKeys.detail(scorecard.id), scorecard);
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
      navigate('/scorecards');
    },
  });
}
