import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { JOB_OPENING_DEPENDENT_KEYS, jobOpeningKeys } from './keys.ts';

/** Deletes a job opening; the server removes its applications with it. */
export function useDeleteJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Delete Failed', fallback: 'Failed to delete job opening' } },
    onSuccess: (_result, id) => {
      notifySuccess('Job Opening Deleted', 'The job opening and all related applications have been removed.');
      queryClient.removeQueries({ queryKey: jobOpeningKeys.detail(id) });
      for (const queryKey of [jobOpeningKeys.all, ...JOB_OPENING_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
