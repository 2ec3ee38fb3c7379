import { ExternalLink, LogIn, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';

type SignedOutNoticeProps = { meeting: string; onRetry: () => void; retrying: boolean };

/** Whether the page runs in a frame (Meet's side panel) rather than a tab of its own. */
function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent refuses to be read
  }
}

/**
 * The panel without the owner's sign-in (docs/decisions/032-meet-side-panel-access.md): it shows
 * nothing of any interview. Inside Meet the browser does not send the sign-in cookie (SameSite=Lax
 * in a cross-site frame), so the panel offers its own tab, where the cookie is sent; that tab
 * finds the session and shares the meeting like the panel would.
 */
export function SignedOutNotice({ meeting, onRetry, retrying }: SignedOutNoticeProps) {
  const headingId = useId();
  const inMeet = framed();
  const ownTab = `/google-meet?${new URLSearchParams({ meetingId: meeting })}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="font-semibold">
        Sign in to Interview Hub
      </h2>
      <p className="text-sm text-muted-foreground">
        The interview of meeting <span className="font-mono text-foreground">{meeting}</span> is shown only to
        the interviewer who owns it, signed in to Interview Hub.
      </p>
      {inMeet && (
        <p className="text-sm text-muted-foreground">
          Google Meet does not pass your Interview Hub sign-in to its side panel. Open the panel in a tab of
          its own to follow the interview and share the meeting for audio capture.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {inMeet && (
          <a
            href={ownTab}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" />
            Open in a new tab
          </a>
        )}
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: 'sm', variant: inMeet ? 'outline' : 'default' })}
        >
          <LogIn aria-hidden="true" />
          Sign in to Interview Hub
        </a>
        <Button size="sm" variant="ghost" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </div>
    </section>
  );
}
