import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { Id } from '#contracts/common.ts';
import { InterviewTemplateListItem } from '#contracts/interview-templates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { lookupKeys } from './keys.ts';

const Templates = z.array(InterviewTemplateListItem);
/** Only what the selects show; the server copies the content into the session. */
const Titles = z.array(z.object({ id: Id, title: z.string() }));

export const templatesQueryOptions = queryOptions({
  queryKey: lookupKeys.templates(),
  queryFn: ({ signal }) => apiRequest('/api/interview-setup/templates', { schema: Templates, signal }),
  staleTime: LIST_STALE_TIME,
});

export const scorecardTitlesQueryOptions = queryOptions({
  queryKey: lookupKeys.scorecardTitles(),
  queryFn: ({ signal }) => apiRequest('/api/interview-setup/scorecards', { schema: Titles, signal }),
  staleTime: LIST_STALE_TIME,
});

export const agendaTitlesQueryOptions = queryOptions({
  queryKey: lookupKeys.agendaTitles(),
  queryFn: ({ signal }) => apiRequest('/api/interview-setup/agendas', { schema: Titles, signal }),
  staleTime: LIST_STALE_TIME,
});
