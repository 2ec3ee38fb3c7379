import { queryOptions } from '@tanstack/react-query';
import { AgendaDto } from '#contracts/agendas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { agendaKeys } from './keys.ts';

export function agendaQueryOptions(id: string) {
  return queryOptions({
    queryKey: agendaKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/interview-setup/agendas/${encodeURIComponent(id)}`, { schema: AgendaDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}
