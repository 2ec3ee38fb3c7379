import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Video } from 'lucide-react';
import { Link } from 'wouter';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { scorecardListQueryOptions } from '../api/scorecard-queries.ts';
import { ScorecardCard } from './scorecard-card.tsx';

/** /candidate-scorecards: one card per application with interviews, plus independent interviews. */
export function CandidateScorecardsPage() {
  return (
    <>
      <PageHeader
        title="Candidate Scorecards"
        description="Review interview evaluations and decisions for each candidate"
      />
      <ScorecardList />
    </>
  );
}

function ScorecardList() {
  const list = useQuery(scorecardListQueryOptions());
  if (list.isPending) return <CardGridSkeleton count={6} label="Loading scorecards..." />;
  if (list.isError) {
    return (
      <LoadError
        message="Failed to load candidate scorecards. Please try again."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) return <NoScorecards />;
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Candidate scorecards">
      {list.data.map((card) => (
        <li key={card.id} className="grid">
          <ScorecardCard card={card} />
        </li>
      ))}
    </ul>
  );
}

function NoScorecards() {
  return (
    <EmptyState
      icon={ClipboardList}
      title="No Scorecards Available"
      description="A scorecard appears here once a candidate has had an interview session. Start or review sessions to build one."
      action={
        <Link href="/sessions" className={buttonVariants()}>
          <Video aria-hidden="true" />
          Go to Interview Sessions
        </Link>
      }
    />
  );
}
