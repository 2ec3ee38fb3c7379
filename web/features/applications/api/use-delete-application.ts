import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { APPLICATION_DEPENDENT_KEYS, applicationKeys } from './keys.ts';

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/applications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Delete Failed', fallback: 'Failed to delete application' } },
    onSuccess: (_result, id) => {
      notifySuccess('Application Deleted', 'The application has been removed.');
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      for (const queryKey of [applicationKeys.all, ...APPLICATION_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
