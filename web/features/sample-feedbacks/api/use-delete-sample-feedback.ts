import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sampleFeedbackKeys } from './keys.ts';

export function useDeleteSampleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/sample-feedbacks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete sample feedback' } },
    onSuccess: () => {
      notifySuccess('Sample Feedback Deleted', 'The sample feedback has been removed.');
      void queryClient.invalidateQueries({ queryKey: sampleFeedbackKeys.all });
    },
  });
}
