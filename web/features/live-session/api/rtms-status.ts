import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_RTMS_STATES, RTMS_STATUS_POLL_MS, RtmsStatusDto } from '#contracts/rtms.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useZoomConfigured } from './rtms-integrations.ts';

/** Keys of the RTMS reads; each starts with its API path. */
export const rtmsKeys = {
  status: (sessionId: string) => ['/api/rtms/status', sessionId] as const,
  pendingWebhooks: () => ['/api/rtms/pending-webhooks'] as const,
};

/** The session's Zoom stream (GET /api/rtms/status/{sessionId}), polled every 5 s (spec 000 §9). */
export function rtmsStatusQueryOptions(sessionId: string, enabled = true) {
  return queryOptions({
    queryKey: rtmsKeys.status(sessionId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/rtms/status/${encodeURIComponent(sessionId)}`, { schema: RtmsStatusDto, signal }),
    refetchInterval: RTMS_STATUS_POLL_MS,
    enabled,
  });
}

/** The session's stream, polled only when the server is set up for Zoom (otherwise there is none). */
export function useRtmsStatus(sessionId: string) {
  const configured = useZoomConfigured();
  return useQuery(rtmsStatusQueryOptions(sessionId, configured === true));
}

const LIVE: readonly string[] = LIVE_RTMS_STATES;

/**
 * True while the session's Zoom stream carries (or is about to carry) the meeting's audio: the
 * dashboard's chat inputs are then disabled, showing 'Auto-capturing from Zoom...' (spec 000 §2).
 */
export function useZoomAutoCapture(sessionId: string): boolean {
  const { data } = useRtmsStatus(sessionId);
  return data !== undefined && LIVE.includes(data.state);
}
