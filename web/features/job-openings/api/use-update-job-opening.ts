import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { JobOpeningDto, type JobOpeningInput } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { JOB_OPENING_DEPENDENT_KEYS, jobOpeningKeys } from './keys.ts';

/** Saves a job opening; company counts and applications show its fields, so they refresh too. */
export function useUpdateJobOpening(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof JobOpeningInput>) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: JobOpeningDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update job opening' } },
    onSuccess: (job) => {
      notifySuccess('Success', 'Job opening updated successfully');
      queryClient.setQueryData(jobOpeningKeys.detail(id), job);
      for (const queryKey of [jobOpeningKeys.all, ...JOB_OPENING_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
