import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErasureResult } from '#contracts/privacy.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { CANDIDATE_DEPENDENT_KEYS, candidateKeys } from './keys.ts';

/** Erases a candidate: profile, applications, every interview with them and its recordings. */
export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/candidates/${encodeURIComponent(id)}/erasure`, {
        method: 'POST',
        schema: ErasureResult,
      }),
    meta: { errorToast: { title: 'Erasure Failed', fallback: 'Failed to erase the candidate' } },
    onSuccess: (result, id) => {
      notifySuccess(
        'Candidate Erased',
        `The candidate, ${result.sessions} interview(s) and ${result.recordings} recording(s) were removed.`,
      );
      queryClient.removeQueries({ queryKey: candidateKeys.detail(id) });
      for (const queryKey of [candidateKeys.all, ...CANDIDATE_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
