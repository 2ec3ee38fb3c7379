import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CandidateDto, type CandidateInput } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { CANDIDATE_DEPENDENT_KEYS, candidateKeys } from './keys.ts';

/** Saves a candidate; applications show their name and e-mail, so they refresh too. */
export function useUpdateCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof CandidateInput>) =>
      apiRequest(`/api/candidates/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: CandidateDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update candidate' } },
    onSuccess: (candidate) => {
      notifySuccess('Success', 'Candidate updated successfully');
      queryClient.setQueryData(candidateKeys.detail(id), candidate);
      for (const queryKey of [candidateKeys.all, ...CANDIDATE_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
