import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { Id } from '#contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { TEMPLATE_PATHS, type TemplateKind, templateOptionsKey } from './keys.ts';

/** Only what the "Use existing" selects show. */
const Titles = z.array(z.object({ id: Id, title: z.string() }));

/** The user's scorecards or agendas as choices to adapt. */
export function templateOptionsQueryOptions(kind: TemplateKind) {
  return queryOptions({
    queryKey: templateOptionsKey(kind),
    queryFn: ({ signal }) => apiRequest(TEMPLATE_PATHS[kind], { schema: Titles, signal }),
    staleTime: LIST_STALE_TIME,
  });
}
