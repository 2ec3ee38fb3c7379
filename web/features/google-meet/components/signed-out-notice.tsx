import { ExternalLink, LogIn, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';

type SignedOutNoticeProps = { meeting: string; onRetry: () => void; retrying: boolean; onSignIn: () => void };

/** Whether the page runs in a frame (Meet's side panel) rather than a tab of its own. */
function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent refuses to be read
  }
}

/**
 * The panel without the owner's sign-in (decision 037): it shows nothing of any interview. Inside
 * Meet the browser does not send the sign-in cookie (SameSite=Lax in a cross-site frame), so
 * 'Sign in' opens a small window of our own, which signs in and hands the panel a grant for the
 * meeting's session: the interviewer stays in the call. The panel's own tab stays on offer.
 */
export function SignedOutNotice({ meeting, onRetry, retrying, onSignIn }: SignedOutNoticeProps) {
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
          Google Meet does not pass your Interview Hub sign-in to its side panel. Sign in in a small window:
          you stay in the call, and the panel then follows the interview.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {inMeet && (
          <Button size="sm" onClick={onSignIn}>
            <LogIn aria-hidden="true" />
            Sign in
          </Button>
        )}
        {inMeet && (
          <a
            href={ownTab}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <ExternalLink aria-hidden="true" />
            Open in a new tab
          </a>
        )}
        {!inMeet && (
          <a href="/" target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
            <LogIn aria-hidden="true" />
            Sign in to Interview Hub
          </a>
        )}
        <Button size="sm" variant="ghost" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </div>
    </section>
  );
}
