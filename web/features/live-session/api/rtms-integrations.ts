import { queryOptions, useQuery } from '@tanstack/react-query';
import { IntegrationsDto } from '#contracts/integrations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const INTEGRATIONS_PATH = '/api/integrations';

/** Which meeting integrations the server is set up for; it changes only with the server's settings. */
export function integrationsQueryOptions() {
  return queryOptions({
    queryKey: [INTEGRATIONS_PATH] as const,
    queryFn: ({ signal }) => apiRequest(INTEGRATIONS_PATH, { schema: IntegrationsDto, signal }),
  });
}

/** True once the server says it has a Zoom app's credentials; undefined while that is unknown. */
export function useZoomConfigured(): boolean | undefined {
  const { data, isError } = useQuery(integrationsQueryOptions());
  return isError ? false : data?.zoom.configured;
}
