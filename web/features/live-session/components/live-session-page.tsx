import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Loader2 } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-error.ts';
import { sessionQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { LiveDashboard } from './live-dashboard.tsx';

/** /sessions/:sessionId — the live session dashboard (spec 000 §2); `?mode=debug` adds panels. */
export function LiveSessionPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const [searchParams] = useSearchParams();
  const debug = searchParams.get('mode') === 'debug';
  const session = useQuery(sessionQueryOptions(sessionId));

  if (session.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading interview session...
      </div>
    );
  }
  if (session.isError) return <SessionLoadError error={session.error} />;
  return <LiveDashboard session={session.data} debug={debug} />;
}

/** 'Session not found' for a missing (or another user's) session, else the server's message. */
function SessionLoadError({ error }: { error: Error }) {
  // A malformed id in the address is as missing as an unknown one.
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="grid max-w-xl gap-4">
      <PageHeader title="Interview Session" className="pb-0" />
      <Alert variant="destructive" role="alert">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>Failed to load interview session</AlertTitle>
        <AlertDescription>
          {notFound ? 'Session not found' : errorMessage(error, 'Please try again later')}
        </AlertDescription>
      </Alert>
      <Link
        href="/sessions"
        className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to Sessions
      </Link>
    </div>
  );
}
