import { queryOptions } from '@tanstack/react-query';
import { GoogleAuthConfig } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { GOOGLE_CONFIG_STALE_TIME } from '#web/lib/query-client.ts';

export const googleAuthConfigQueryOptions = queryOptions({
  queryKey: ['/api/google-auth/config'],
  queryFn: ({ signal }) => apiRequest('/api/google-auth/config', { schema: GoogleAuthConfig, signal }),
  staleTime: GOOGLE_CONFIG_STALE_TIME,
});
