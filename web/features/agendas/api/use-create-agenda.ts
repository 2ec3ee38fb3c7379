import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AgendaDto, type AgendaFields } from '#contracts/agendas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { agendaKeys } from './keys.ts';

/** Creates an agenda, then returns to the list. */
export function useCreateAgenda() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: AgendaFields) =>
      apiRequest('/api/interview-setup/agendas', { method: 'POST', body: input, schema: AgendaDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create agenda. Please try again.' } },
    onSuccess: (agenda) => {
      notifySuccess('Agenda Created', `"${agenda.title}" has been saved.`);
      queryClient.setQueryData(agendaKeys.detail(agenda.id), agenda);
      void queryClient.invalidateQueries({ queryKey: agendaKeys.all });
      navigate('/agendas');
    },
  });
}
