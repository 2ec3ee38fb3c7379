import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { scorecardKeys } from './keys.ts';

/**
 * Deletes a scorecard. The server refuses (409) while an interview template uses it; the toast
 * then shows its message.
 */
export function useDeleteScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/interview-setup/scorecards/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete scorecard. Please try again.' } },
    onSuccess: (_result, id) => {
      notifySuccess('Scorecard Deleted', 'The scorecard has been removed.');
      queryClient.removeQueries({ queryKey: scorecardKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
    },
  });
}
