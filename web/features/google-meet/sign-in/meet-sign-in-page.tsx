import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { PANEL_GRANT_MESSAGE, PanelGrantDto } from '#contracts/meet-panel.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError, errorMessage } from '#web/lib/api-error.ts';
import { meetingKey } from '#web/lib/meet-code.ts';
import { NOT_FOUND } from '../components/google-meet-page.tsx';
import { PanelProblem, PanelProgress } from '../components/panel-message.tsx';

/** The panel's frame that opened this window, if it is ours (same origin). */
function panelFrame(): Window | null {
  try {
    return window.opener && (window.opener as Window).location.origin === window.location.origin
      ? (window.opener as Window)
      : null;
  } catch {
    return null;
  }
}

/**
 * /google-meet/sign-in — the small window the Meet side panel opens from Meet's frame (decision
 * 037). Signed out, the app's sign-in shows here (Google first where it is set up, then the
 * username form), never in Meet's frame. Signed in, it asks for the panel's grant for the meeting
 * and hands it to the panel's frame, then closes.
 */
export function MeetSignInPage() {
  const meeting = meetingKey(new URLSearchParams(useSearch()).get('meeting') ?? '');
  const grant = useMutation({
    mutationFn: (m: string) =>
      apiRequest('/api/meet-panel/grant', { method: 'POST', body: { meeting: m }, schema: PanelGrantDto }),
    onSuccess: (answer) => {
      const frame = panelFrame();
      if (!frame) return;
      frame.postMessage({ type: PANEL_GRANT_MESSAGE, ...answer }, window.location.origin);
      window.close();
    },
  });
  const { mutate } = grant;
  useEffect(() => {
    if (meeting) mutate(meeting);
  }, [meeting, mutate]);

  return (
    <div className="grid gap-4">
      <h1 className="text-base font-semibold">Sign in for Google Meet</h1>
      {!meeting ? (
        <PanelProblem message="This window signs in the Interview Hub panel of a Google Meet call.">
          <p>Open it with 'Sign in' in the Interview Hub side panel of your call.</p>
        </PanelProblem>
      ) : grant.isPending || grant.isIdle ? (
        <PanelProgress>Connecting the side panel...</PanelProgress>
      ) : grant.isError ? (
        <PanelProblem
          message={
            grant.error instanceof ApiError && grant.error.status === 404
              ? NOT_FOUND
              : errorMessage(grant.error, 'The side panel could not be signed in. Please try again.')
          }
        >
          <p>
            Meeting ID: <span className="font-mono">{meeting}</span>
          </p>
        </PanelProblem>
      ) : panelFrame() ? (
        <PanelProgress>Signed in. Returning to Google Meet...</PanelProgress>
      ) : (
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          Signed in. Close this window and select 'Sign in' in the side panel again.
        </p>
      )}
    </div>
  );
}
