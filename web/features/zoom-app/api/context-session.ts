import { useEffect, useState } from 'react';
import { ZoomContextSessionDto as Schema, type ZoomContextSessionDto } from '#contracts/rtms.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The interview session of this meeting: being looked up, found, or none of the user's. */
export type ContextSession =
  | { state: 'looking' }
  | { state: 'found'; session: ZoomContextSessionDto['session']; rtms: ZoomContextSessionDto['rtms'] }
  | { state: 'none' };

/**
 * `GET /api/zoom/context-session`: the signed-in user's session linked to the meeting Zoom
 * vouched for when it opened the app (the server reads the meeting from the Zoom App context).
 */
export function useContextSession(): ContextSession {
  const [found, setFound] = useState<ContextSession>({ state: 'looking' });
  useEffect(() => {
    const abort = new AbortController();
    apiRequest('/api/zoom/context-session', { schema: Schema, signal: abort.signal })
      .then(({ session, rtms }) => setFound({ state: 'found', session, rtms }))
      .catch(() => {
        if (!abort.signal.aborted) setFound({ state: 'none' });
      });
    return () => abort.abort();
  }, []);
  return found;
}

/** Claims the meeting's stream for the session (the server takes the meeting from the context). */
export const claimStream = (sessionId: string, meetingUuid: string | null) =>
  apiRequest('/api/rtms/start', {
    method: 'POST',
    body: { sessionId, ...(meetingUuid ? { meetingUuid } : {}) },
  });

export const stopStream = (sessionId: string) =>
  apiRequest('/api/rtms/stop', { method: 'POST', body: { sessionId } });
