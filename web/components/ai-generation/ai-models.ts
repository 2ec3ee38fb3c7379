import { queryOptions } from '@tanstack/react-query';
import { AiModelList } from '#contracts/assistant.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The configured models only change with a server restart. */
const MODELS_STALE_TIME = 5 * 60_000;

/** The models on offer for generations; the offline assistant is always among them. */
export function aiModelsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/assistant/models'],
    queryFn: ({ signal }) => apiRequest('/api/assistant/models', { schema: AiModelList, signal }),
    staleTime: MODELS_STALE_TIME,
  });
}
