import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { AgendaDto } from '#contracts/agendas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { agendaKeys } from './keys.ts';

const AgendaList = z.array(AgendaDto);

/** The user's agendas, newest first. */
export function agendaListQueryOptions() {
  return queryOptions({
    queryKey: agendaKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/interview-setup/agendas', { schema: AgendaList, signal }),
    staleTime: LIST_STALE_TIME,
  });
}
