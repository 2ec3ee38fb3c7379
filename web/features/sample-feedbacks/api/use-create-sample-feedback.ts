import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SampleFeedbackDto, type SampleFeedbackFields } from '#contracts/sample-feedbacks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sampleFeedbackKeys } from './keys.ts';

export function useCreateSampleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SampleFeedbackFields) =>
      apiRequest('/api/sample-feedbacks', { method: 'POST', body: input, schema: SampleFeedbackDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create sample feedback' } },
    onSuccess: (feedback) => {
      notifySuccess('Sample Feedback Created', `"${feedback.title}" has been added.`);
      void queryClient.invalidateQueries({ queryKey: sampleFeedbackKeys.all });
    },
  });
}
