import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { KitImportDialog } from '#web/components/kits/kit-import-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryList } from '#web/components/query-list.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { scorecardListQueryOptions } from '../api/scorecard-list.ts';
import { ScorecardCard } from './scorecard-card.tsx';

/** /scorecards: the user's reusable feedback formats. */
export function ScorecardsPage() {
  const list = useQuery(scorecardListQueryOptions());
  return (
    <>
      <PageHeader
        title="Scorecards"
        description="Create and manage the feedback formats interviewers fill in"
        actions={
          <>
            <KitImportDialog />
            <Link href="/scorecards/new" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              Create Scorecard
            </Link>
          </>
        }
      />
      <QueryList
        query={list}
        errorMessage="Failed to load scorecards. Please try again."
        empty={
          <EmptyState
            icon={ClipboardList}
            title="No scorecards yet"
            description="Write a scorecard or generate one from a job description."
            action={
              <Link href="/scorecards/new" className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Create Your First Scorecard
              </Link>
            }
          />
        }
      >
        {(scorecards) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {scorecards.map((scorecard) => (
              <li key={scorecard.id} className="grid">
                <ScorecardCard scorecard={scorecard} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
