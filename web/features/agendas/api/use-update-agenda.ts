import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AgendaDto, type AgendaFields } from '#contracts/agendas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { AGENDA_DEPENDENT_KEYS, agendaKeys } from './keys.ts';

/** Saves an agenda, then opens its view page. */
export function useUpdateAgenda(id: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: AgendaFields) =>
      apiRequest(`/api/interview-setup/agendas/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: AgendaDto,
      }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to update agenda. Please try again.' } },
    onSuccess: (agenda) => {
      notifySuccess('Agenda Updated', `"${agenda.title}" has been saved.`);
      queryClient.setQueryData(agendaKeys.detail(id), agenda);
      for (const queryKey of [agendaKeys.all, ...AGENDA_DEPENDENT_KEYS]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      navigate(`/agendas/${id}`);
    },
  });
}
