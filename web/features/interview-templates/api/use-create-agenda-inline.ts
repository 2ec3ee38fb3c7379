import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgendaDto, type AgendaFields } from '#contracts/agendas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { agendasKey } from './keys.ts';

/** Wizard step 3 "Create New": a manual agenda, then chosen for the template. */
export function useCreateAgendaInline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgendaFields) =>
      apiRequest('/api/interview-setup/agendas', { method: 'POST', body: input, schema: AgendaDto }),
    meta: { errorToast: { title: 'Error', fallback: 'Failed to create agenda. Please try again.' } },
    onSuccess: (agenda) => {
      notifySuccess('Agenda Created', `"${agenda.title}" has been saved.`);
      void queryClient.invalidateQueries({ queryKey: agendasKey });
    },
  });
}
