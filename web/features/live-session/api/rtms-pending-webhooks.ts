import { queryOptions, useQuery } from '@tanstack/react-query';
import { PendingWebhooksDto, RTMS_WEBHOOKS_POLL_MS } from '#contracts/rtms.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useZoomConfigured } from './rtms-integrations.ts';
import { rtmsKeys } from './rtms-status.ts';

/** Streams Zoom started that no session has taken yet, polled every 10 s (spec 000 §9). */
export function pendingWebhooksQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: rtmsKeys.pendingWebhooks(),
    queryFn: ({ signal }) => apiRequest('/api/rtms/pending-webhooks', { schema: PendingWebhooksDto, signal }),
    refetchInterval: RTMS_WEBHOOKS_POLL_MS,
    enabled,
  });
}

export function usePendingWebhooks() {
  const configured = useZoomConfigured();
  return useQuery(pendingWebhooksQueryOptions(configured === true));
}
