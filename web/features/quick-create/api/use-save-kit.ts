import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { QuickCreateSaved, type QuickCreateSaveInput } from '#contracts/quick-create.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { CANDIDATE_KEYS } from './keys.ts';

/**
 * `POST /api/sessions/quick-create/save`: creates the session (and its candidate) from the reviewed
 * kit, then opens /sessions/{id}. A failure shows 'Save Failed' with the server's message.
 */
export function useSaveKit() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (payload: QuickCreateSaveInput) =>
      apiRequest('/api/sessions/quick-create/save', {
        method: 'POST',
        body: payload,
        schema: QuickCreateSaved,
      }),
    meta: { errorToast: { title: 'Save Failed', fallback: 'Failed to create session' } },
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: CANDIDATE_KEYS });
      navigate(`/sessions/${id}`);
    },
  });
}
