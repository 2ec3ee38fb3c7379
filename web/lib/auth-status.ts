import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { AuthStatus } from '#contracts/auth.ts';
import { apiRequestOrNull } from './api-client.ts';
import { AUTH_STATUS_PATH } from './auth-status-path.ts';
import { AUTH_STATUS_STALE_TIME } from './query-client.ts';

/** Query keys are the API paths they read. */
export const AUTH_STATUS_KEY = [AUTH_STATUS_PATH] as const;

/** Keys are API paths, so `['/api/sessions/abc', …]` and `['/api/suggestions?x']` both match. */
const SESSION_DATA_PREFIXES = ['/api/sessions', '/api/suggestions'];

function isSessionData(head: unknown): boolean {
  return typeof head === 'string' && SESSION_DATA_PREFIXES.some((prefix) => head.startsWith(prefix));
}

const SIGNED_OUT: Omit<AuthStatus, 'message'> = { authenticated: false, tokenExpired: false, scopes: [] };

export const authStatusQueryOptions = queryOptions({
  queryKey: AUTH_STATUS_KEY,
  queryFn: async ({ signal }): Promise<AuthStatus> =>
    (await apiRequestOrNull(AUTH_STATUS_KEY[0], { schema: AuthStatus, signal })) ?? {
      ...SIGNED_OUT,
      message: 'Not authenticated',
    },
  staleTime: AUTH_STATUS_STALE_TIME,
});

/**
 * Marks the user as signed out in the cache and drops their session data, as after logout
 * ('Logged out') or a settings update ('Logged out after settings update').
 */
export function markSignedOut(queryClient: QueryClient, message: string): void {
  queryClient.removeQueries({ predicate: (query) => isSessionData(query.queryKey[0]) });
  queryClient.setQueryData<AuthStatus>(AUTH_STATUS_KEY, { ...SIGNED_OUT, message });
}
