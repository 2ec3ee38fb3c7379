import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { AgendaDto } from '#contracts/agendas.ts';
import { ScorecardDto } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { agendaOptionsKey, scorecardOptionsKey } from './keys.ts';

const ScorecardOptions = z.array(ScorecardDto.pick({ id: true, title: true }));
const AgendaOptions = z.array(
  AgendaDto.pick({ id: true, title: true, timeRangeMin: true, timeRangeMax: true }),
);

/** The scorecards wizard step 2 offers. */
export function scorecardOptionsQueryOptions() {
  return queryOptions({
    queryKey: scorecardOptionsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/interview-setup/scorecards', { schema: ScorecardOptions, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

/** The agendas wizard step 3 offers. */
export function agendaOptionsQueryOptions() {
  return queryOptions({
    queryKey: agendaOptionsKey,
    queryFn: ({ signal }) => apiRequest('/api/interview-setup/agendas', { schema: AgendaOptions, signal }),
    staleTime: LIST_STALE_TIME,
  });
}
