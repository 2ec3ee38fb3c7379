import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { GenerationInputsCard } from '#web/components/ai-generation/generation-inputs-card.tsx';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { DateText } from '#web/components/date-text.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { SourceBadge } from '#web/components/source-badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-error.ts';
import { scorecardQueryOptions } from '../api/scorecard-detail.ts';
import { useDeleteScorecard } from '../api/use-delete-scorecard.ts';

/** /scorecards/:id: a scorecard and, when generated, what it was generated from. */
export function ScorecardDetailPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const scorecard = useQuery(scorecardQueryOptions(id));
  const remove = useDeleteScorecard();

  if (scorecard.isPending) {
    return (
      <>
        <PageHeader title="Scorecard Details" />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (scorecard.isError) {
    const missing = scorecard.error instanceof ApiError && scorecard.error.code === 'not_found';
    return (
      <>
        <PageHeader title="Scorecard Details" />
        <MissingRecordState
          title={missing ? 'Scorecard not found' : 'Error Loading Scorecard'}
          description={
            missing
              ? "The scorecard you're looking for doesn't exist or you don't have permission to view it."
              : errorMessage(scorecard.error, 'The scorecard could not be loaded. Please try again.')
          }
          backHref="/scorecards"
          backLabel="Back to Scorecards"
          onRetry={missing ? undefined : () => void scorecard.refetch()}
          retrying={scorecard.isFetching}
        />
      </>
    );
  }

  const data = scorecard.data;
  const onDelete = () => {
    if (confirmPermanentDelete()) remove.mutate(id, { onSuccess: () => navigate('/scorecards') });
  };
  return (
    <>
      <PageHeader
        title={data.title}
        description={data.description ?? 'Scorecard Details'}
        actions={
          <>
            <Link href="/scorecards" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Scorecards
            </Link>
            <Link href={`/scorecards/${id}/edit`} className={buttonVariants()}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
            <Button variant="outline" onClick={onDelete} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="text-destructive" />
              Delete
            </Button>
          </>
        }
      />
      <div className="grid max-w-4xl gap-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <SourceBadge source={data.source} />
          <span>
            Created <DateText value={data.createdAt} />
          </span>
        </div>
        <SectionCard title="Content">
          <p className="text-sm break-words whitespace-pre-wrap">{data.content}</p>
        </SectionCard>
        {data.source === 'generated' && (
          <GenerationInputsCard
            generationPrompt={data.generationPrompt}
            jobDescription={data.jobDescription}
            existingScorecardRef={data.existingScorecardRef}
          />
        )}
      </div>
    </>
  );
}
