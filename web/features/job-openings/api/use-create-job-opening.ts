import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { JobOpeningDto, type JobOpeningInput } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { JOB_OPENING_DEPENDENT_KEYS, jobOpeningKeys } from './keys.ts';

/** Creates a job opening, then opens its detail page. */
export function useCreateJobOpening() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: z.output<typeof JobOpeningInput>) =>
      apiRequest('/api/job-openings', { method: 'POST', body: input, schema: JobOpeningDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create job opening' } },
    onSuccess: (job) => {
      notifySuccess('Success', 'Job opening created successfully');
      for (const queryKey of [jobOpeningKeys.all, ...JOB_OPENING_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      queryClient.setQueryData(jobOpeningKeys.detail(job.id), job);
      navigate(`/jobs/${job.id}`);
    },
  });
}
