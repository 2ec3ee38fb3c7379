import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/**
 * Deletes one session with its notes, suggestions and conversation. Its cached reads are dropped
 * (they would only answer 404 now) before the list reloads.
 */
export function useDeleteSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(sessionPath(sessionId), { method: 'DELETE' }),
    meta: { errorToast: { title: 'Delete Failed', fallback: 'Failed to delete session' } },
    onSuccess: () => {
      notifySuccess('Session Deleted', 'Interview session and all related data have been removed.');
      queryClient.removeQueries({ queryKey: sessionKeys.session(sessionId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
