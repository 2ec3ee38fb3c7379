import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SampleFeedbackDto, type SampleFeedbackFields } from '#contracts/sample-feedbacks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sampleFeedbackKeys } from './keys.ts';

export function useUpdateSampleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SampleFeedbackFields }) =>
      apiRequest(`/api/sample-feedbacks/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: SampleFeedbackDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update sample feedback' } },
    onSuccess: (feedback) => {
      notifySuccess('Sample Feedback Updated', `"${feedback.title}" has been saved.`);
      void queryClient.invalidateQueries({ queryKey: sampleFeedbackKeys.all });
    },
  });
}
