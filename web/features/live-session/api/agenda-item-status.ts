import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AgendaItemDto, type AgendaItemStatus, type SessionDetail } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/** What the server answers: the same shape as the `agenda_update` live event. */
const AgendaUpdate = z.object({ progressPercentage: z.number().int(), items: z.array(AgendaItemDto) });

export type AgendaItemStatusChange = { itemId: string; status: AgendaItemStatus };

/** Starts or completes one agenda item; the reply's agenda and progress go into the session. */
export function useSetAgendaItemStatus(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, status }: AgendaItemStatusChange) =>
      apiRequest(sessionPath(sessionId, `/agenda/${encodeURIComponent(itemId)}`), {
        method: 'PATCH',
        body: { status },
        schema: AgendaUpdate,
      }),
    meta: { errorToast: { title: 'Update Failed', fallback: 'Failed to update the agenda item' } },
    onSuccess: ({ items, progressPercentage }) => {
      queryClient.setQueryData<SessionDetail>(sessionKeys.detail(sessionId), (session) =>
        session ? { ...session, agenda: items, progressPercentage } : session,
      );
    },
  });
}
