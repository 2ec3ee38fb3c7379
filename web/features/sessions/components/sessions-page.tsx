import { useQuery } from '@tanstack/react-query';
import { Loader2, Plus, Sparkles, Video } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { sessionListQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { SessionCard } from './session-card.tsx';

/** / and /sessions: the user's interview sessions, newest first (spec 000 §2). */
export function SessionsPage() {
  return (
    <>
      <PageHeader
        title="Interview Sessions"
        description="Manage your AI-powered interview sessions and review past interviews"
        actions={
          <>
            <Link href="/sessions/new" className={buttonVariants({ variant: 'outline' })}>
              <Plus aria-hidden="true" />
              Create session
            </Link>
            <Link href="/sessions/new/quick" className={buttonVariants()}>
              <Sparkles aria-hidden="true" />
              New interview
            </Link>
          </>
        }
      />
      <SessionList />
    </>
  );
}

/**
 * Loading, failed, empty or the cards. The spec only logs a failed load (the query client does);
 * the page also says so and offers Retry rather than staying blank.
 */
function SessionList() {
  const list = useQuery(sessionListQueryOptions());
  if (list.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading sessions...
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        message="Failed to load sessions. Please try again."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) return <NoSessions />;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Interview sessions">
      {list.data.map((session) => (
        <li key={session.id} className="grid">
          <SessionCard session={session} />
        </li>
      ))}
    </ul>
  );
}

function NoSessions() {
  return (
    <EmptyState
      icon={Video}
      title="No Interview Sessions Yet"
      description="Create your first interview session to start conducting AI-powered interviews"
      action={
        <Link href="/sessions/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Create First Interview
        </Link>
      }
    />
  );
}
