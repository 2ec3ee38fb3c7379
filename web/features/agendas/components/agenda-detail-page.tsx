import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useParams } from 'wouter';
import { AgendaItemList } from '#web/components/agenda-item-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { DraftedRecordBody, SetupDetailPage } from '#web/components/setup-detail-page.tsx';
import { TimeRangeText } from '#web/components/time-range-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { agendaQueryOptions } from '../api/agenda-detail.ts';
import { useDeleteAgenda } from '../api/use-delete-agenda.ts';
import { BasedOnScorecard } from './based-on-scorecard.tsx';

/** /agendas/:id: an agenda's timed items and, when generated, what it was generated from. */
export function AgendaDetailPage() {
  const { id = '' } = useParams();
  const agenda = useQuery(agendaQueryOptions(id));
  const remove = useDeleteAgenda();

  return (
    <SetupDetailPage
      id={id}
      record={agenda}
      remove={remove}
      listPath="/agendas"
      listLabel="Agendas"
      placeholderTitle="Agenda Details"
      notFound={{
        title: 'Agenda not found',
        description: "The agenda you're looking for doesn't exist or you don't have permission to view it.",
      }}
      loadError={{
        title: 'Error Loading Agenda',
        fallback: 'The agenda could not be loaded. Please try again.',
      }}
      heading={(data) => ({ title: data.title, description: data.description ?? 'Agenda Details' })}
    >
      {(data) => (
        <DraftedRecordBody
          record={data}
          badges={
            <Badge variant="outline">
              <Clock aria-hidden="true" />
              <TimeRangeText min={data.timeRangeMin} max={data.timeRangeMax} />
            </Badge>
          }
          extraInputs={
            data.selectedScorecardId
              ? [
                  {
                    label: 'Based on scorecard',
                    value: <BasedOnScorecard scorecardId={data.selectedScorecardId} />,
                  },
                ]
              : []
          }
        >
          <SectionCard title="Agenda">
            <AgendaItemList content={data.content} />
          </SectionCard>
        </DraftedRecordBody>
      )}
    </SetupDetailPage>
  );
}
