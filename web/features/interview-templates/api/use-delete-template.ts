import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { templateKeys } from './keys.ts';

/** Deletes a template; its scorecard and agenda stay. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/interview-setup/templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete template. Please try again.' } },
    onSuccess: (_result, id) => {
      notifySuccess('Template Deleted', 'The interview template has been removed.');
      queryClient.removeQueries({ queryKey: templateKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
