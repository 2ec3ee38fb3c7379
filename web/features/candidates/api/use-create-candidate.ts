import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { CandidateDto, type CandidateInput } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { candidateKeys } from './keys.ts';

/** Creates a candidate, then opens their detail page. */
export function useCreateCandidate() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: z.output<typeof CandidateInput>) =>
      apiRequest('/api/candidates', { method: 'POST', body: input, schema: CandidateDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create candidate' } },
    onSuccess: (candidate) => {
      notifySuccess('Success', 'Candidate created successfully');
      void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
      queryClient.setQueryData(candidateKeys.detail(candidate.id), candidate);
      navigate(`/candidates/${candidate.id}`);
    },
  });
}
