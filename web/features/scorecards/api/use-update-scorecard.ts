import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ScorecardDto, type ScorecardFields } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { SCORECARD_DEPENDENT_KEYS, scorecardKeys } from './keys.ts';

/** Saves a scorecard, then opens its view page. */
export function useUpdateScorecard(id: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: ScorecardFields) =>
      apiRequest(`/api/interview-setup/scorecards/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: ScorecardDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update scorecard. Please try again.' } },
    onSuccess: (scorecard) => {
      notifySuccess('Scorecard Updated', `"${scorecard.title}" has been saved.`);
      queryClient.setQueryData(scorecardKeys.detail(id), scorecard);
      for (const queryKey of [scorecardKeys.all, ...SCORECARD_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      navigate(`/scorecards/${id}`);
    },
  });
}
