import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { agendaKeys } from './keys.ts';

/** Deletes an agenda. The server refuses (409) while an interview template uses it; the toast shows why. */
export function useDeleteAgenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/interview-setup/agendas/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to delete agenda. Please try again.' } },
    onSuccess: (_result, id) => {
      notifySuccess('Agenda Deleted', 'The agenda has been removed.');
      queryClient.removeQueries({ queryKey: agendaKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: agendaKeys.all });
    },
  });
}
