import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { InterviewTemplateListItem } from '#contracts/interview-templates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { templateKeys } from './keys.ts';

const TemplateList = z.array(InterviewTemplateListItem);

/** The user's interview templates, newest first, with their scorecard and agenda titles. */
export function templateListQueryOptions() {
  return queryOptions({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/interview-setup/templates', { schema: TemplateList, signal }),
    staleTime: LIST_STALE_TIME,
  });
}
