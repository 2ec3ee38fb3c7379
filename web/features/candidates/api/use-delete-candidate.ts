import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { CANDIDATE_DEPENDENT_KEYS, candidateKeys } from './keys.ts';

/** Deletes a candidate; the server removes their applications with them. */
export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/candidates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Delete Failed', fallback: 'Failed to delete candidate' } },
    onSuccess: (_result, id) => {
      notifySuccess('Candidate Deleted', 'The candidate and all related applications have been removed.');
      queryClient.removeQueries({ queryKey: candidateKeys.detail(id) });
      for (const queryKey of [candidateKeys.all, ...CANDIDATE_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
