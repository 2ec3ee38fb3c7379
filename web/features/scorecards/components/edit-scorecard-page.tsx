import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { scorecardQueryOptions } from '../api/scorecard-detail.ts';
import { useUpdateScorecard } from '../api/use-update-scorecard.ts';
import { ScorecardForm } from './scorecard-form.tsx';

/** /scorecards/:id/edit: a generated scorecard opens with its AI panel. */
export function EditScorecardPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const scorecard = useQuery(scorecardQueryOptions(id));
  const update = useUpdateScorecard(id);

  if (scorecard.isPending) {
    return (
      <>
        <PageHeader title="Edit Scorecard" />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (scorecard.isError) {
    return (
      <>
        <PageHeader title="Edit Scorecard" />
        <MissingRecordState
          title="Scorecard Not Found"
          description="The scorecard you're trying to edit doesn't exist or you don't have permission to edit it."
          backHref="/scorecards"
          backLabel="Back to Scorecards"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Scorecard" description={scorecard.data.title} />
      <Card className="max-w-3xl">
        <CardContent>
          <ScorecardForm
            scorecard={scorecard.data}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            onSubmit={(input) => update.mutate(input)}
            onCancel={() => navigate(`/scorecards/${id}`)}
          />
        </CardContent>
      </Card>
    </>
  );
}
