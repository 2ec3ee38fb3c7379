import { queryOptions } from '@tanstack/react-query';
import { SessionDetail } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';

/** The lookup is tried once more this long after a failure (spec 000 §7: it retries once). */
export const LOOKUP_RETRY_DELAY_MS = 1000;

/** Without a sign-in a second try cannot do better: the panel says so at once. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * `GET /api/sessions/by-meeting/{meetingCodeOrId}`: the signed-in user's session linked to the
 * meeting (the server looks only among the caller's own sessions), active ones first.
 */
export function sessionByMeetingQueryOptions(meeting: string) {
  return queryOptions({
    queryKey: [...sessionKeys.all, 'by-meeting', meeting] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/sessions/by-meeting/${encodeURIComponent(meeting)}`, {
        schema: SessionDetail,
        signal,
      }),
    retry: (failures, error) => failures < 1 && !isSignedOut(error),
    retryDelay: LOOKUP_RETRY_DELAY_MS,
  });
}
