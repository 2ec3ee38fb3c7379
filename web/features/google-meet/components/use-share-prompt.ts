import { useEffect, useState } from 'react';

/** Spec 000 §9: the 'Screen Sharing Required' modal opens this long after the session is found. */
export const SHARE_PROMPT_DELAY_MS = 1500;

/** Spec 000 §4: hidden, shown, then cancelled (a corner Share button) or done (not shown again). */
export type SharePromptState = 'hidden' | 'shown' | 'cancelled' | 'done';

/** The dashboard of the session, capturing the meeting tab as it opens (spec 000 §2). */
export function dashboardUrl(sessionId: string, origin: string = window.location.origin): string {
  return new URL(`/sessions/${encodeURIComponent(sessionId)}?autoCapture=true`, origin).href;
}

/** Done holds for the browser tab: the panel reopened in the same call does not ask again. */
const doneKey = (sessionId: string) => `interview-hub:meet-share-done:${sessionId}`;

function wasDone(sessionId: string): boolean {
  try {
    return window.sessionStorage.getItem(doneKey(sessionId)) === 'true';
  } catch {
    return false; // storage refused (a blocked third-party frame): ask again
  }
}

function rememberDone(sessionId: string): void {
  try {
    window.sessionStorage.setItem(doneKey(sessionId), 'true');
  } catch {
    // Not kept: the next panel asks again, nothing worse.
  }
}

/**
 * The share prompt of a found session: shown SHARE_PROMPT_DELAY_MS after it mounts, unless Done
 * was chosen before. Share opens the dashboard in a new tab and leaves the prompt for Done.
 */
export function useSharePrompt(sessionId: string) {
  const [state, setState] = useState<SharePromptState>(() => (wasDone(sessionId) ? 'done' : 'hidden'));

  useEffect(() => {
    if (state !== 'hidden') return;
    const timer = setTimeout(() => setState('shown'), SHARE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return {
    state,
    share: () => window.open(dashboardUrl(sessionId), '_blank', 'noopener'),
    cancel: () => setState('cancelled'),
    done: () => {
      rememberDone(sessionId);
      setState('done');
    },
  };
}
