import { queryOptions } from '@tanstack/react-query';
import { InterviewTemplateDetail } from '#contracts/interview-templates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { templateKeys } from './keys.ts';

/** One template with its scorecard and agenda nested. */
export function templateQueryOptions(id: string) {
  return queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/interview-setup/templates/${encodeURIComponent(id)}`, {
        schema: InterviewTemplateDetail,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
  });
}
