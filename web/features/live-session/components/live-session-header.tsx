import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import type { SessionDetail } from '#contracts/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { CloseSessionButton } from './close-session-button.tsx';

/** Spec 000 §9: the dashboard shows the first 8 characters of the session id. */
const SHORT_ID_LENGTH = 8;

type LiveSessionHeaderProps = {
  session: SessionDetail;
  connected: boolean;
  /** The capture control, beside Close Session. */
  capture?: ReactNode;
  /** Lines under the header (the recording's notes). */
  children?: ReactNode;
};

/**
 * Back link, who is interviewed, the live state, the session's id and status, the capture
 * control and Close Session.
 */
export function LiveSessionHeader({ session, connected, capture, children }: LiveSessionHeaderProps) {
  const ended = session.status !== 'active';
  useEffect(() => {
    document.title = `Interview with ${session.candidateName} · Interview Hub`;
  }, [session.candidateName]);

  return (
    <div className="grid gap-3 border-b pb-4">
      <Link
        href="/sessions"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'justify-self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to Sessions
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{session.candidateName}</h1>
          {session.position && <p className="text-sm text-muted-foreground">{session.position}</p>}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={connected ? 'success' : 'secondary'}>
              {connected ? 'Live Session' : 'Disconnected'}
            </Badge>
            <span className="text-muted-foreground">
              Session{' '}
              <span className="font-mono text-foreground">{session.id.slice(0, SHORT_ID_LENGTH)}</span>
            </span>
            <span className="text-muted-foreground">
              Status: <span className="font-medium text-foreground">{session.status}</span>
            </span>
            <Badge variant="outline">Chat Simulator Mode</Badge>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!ended && capture}
          {ended ? (
            <Badge variant="secondary">Session Closed</Badge>
          ) : (
            <CloseSessionButton session={session} />
          )}
        </div>
      </div>
      {children}
    </div>
  );
}
