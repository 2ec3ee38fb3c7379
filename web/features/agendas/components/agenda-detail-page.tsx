import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { AgendaItemList } from '#web/components/agenda-item-list.tsx';
import { GenerationInputsCard } from '#web/components/ai-generation/generation-inputs-card.tsx';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { DateText } from '#web/components/date-text.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { SourceBadge } from '#web/components/source-badge.tsx';
import { TimeRangeText } from '#web/components/time-range-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-error.ts';
import { agendaQueryOptions } from '../api/agenda-detail.ts';
import { useDeleteAgenda } from '../api/use-delete-agenda.ts';
import { BasedOnScorecard } from './based-on-scorecard.tsx';

/** /agendas/:id: an agenda's timed items and, when generated, what it was generated from. */
export function AgendaDetailPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const agenda = useQuery(agendaQueryOptions(id));
  const remove = useDeleteAgenda();

  if (agenda.isPending) {
    return (
      <>
        <PageHeader title="Agenda Details" />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (agenda.isError) {
    const missing = agenda.error instanceof ApiError && agenda.error.code === 'not_found';
    return (
      <>
        <PageHeader title="Agenda Details" />
        <MissingRecordState
          title={missing ? 'Agenda not found' : 'Error Loading Agenda'}
          description={
            missing
              ? "The agenda you're looking for doesn't exist or you don't have permission to view it."
              : errorMessage(agenda.error, 'The agenda could not be loaded. Please try again.')
          }
          backHref="/agendas"
          backLabel="Back to Agendas"
          onRetry={missing ? undefined : () => void agenda.refetch()}
          retrying={agenda.isFetching}
        />
      </>
    );
  }

  const data = agenda.data;
  const onDelete = () => {
    if (confirmPermanentDelete()) remove.mutate(id, { onSuccess: () => navigate('/agendas') });
  };
  return (
    <>
      <PageHeader
        title={data.title}
        description={data.description ?? 'Agenda Details'}
        actions={
          <>
            <Link href="/agendas" className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Agendas
            </Link>
            <Link href={`/agendas/${id}/edit`} className={buttonVariants()}>
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
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            <TimeRangeText min={data.timeRangeMin} max={data.timeRangeMax} />
          </Badge>
          <span>
            Created <DateText value={data.createdAt} />
          </span>
        </div>
        <SectionCard title="Agenda">
          <AgendaItemList content={data.content} />
        </SectionCard>
        {data.source === 'generated' && (
          <GenerationInputsCard
            generationPrompt={data.generationPrompt}
            jobDescription={data.jobDescription}
            existingScorecardRef={data.existingScorecardRef}
            extra={
              data.selectedScorecardId
                ? [
                    {
                      label: 'Based on scorecard',
                      value: <BasedOnScorecard scorecardId={data.selectedScorecardId} />,
                    },
                  ]
                : []
            }
          />
        )}
      </div>
    </>
  );
}
