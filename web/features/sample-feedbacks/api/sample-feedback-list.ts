import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SampleFeedbackDto } from '#contracts/sample-feedbacks.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { sampleFeedbackKeys } from './keys.ts';

const SampleFeedbackList = z.array(SampleFeedbackDto);

/** The user's sample feedbacks, newest first. */
export function sampleFeedbackListQueryOptions() {
  return queryOptions({
    queryKey: sampleFeedbackKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/sample-feedbacks', { schema: SampleFeedbackList, signal }),
    staleTime: LIST_STALE_TIME,
  });
}
