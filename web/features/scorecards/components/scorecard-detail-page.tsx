import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { SectionCard } from '#web/components/section-card.tsx';
import { DraftedRecordBody, SetupDetailPage } from '#web/components/setup-detail-page.tsx';
import { scorecardQueryOptions } from '../api/scorecard-detail.ts';
import { useDeleteScorecard } from '../api/use-delete-scorecard.ts';

/** /scorecards/:id: a scorecard and, when generated, what it was generated from. */
export function ScorecardDetailPage() {
  const { id = '' } = useParams();
  const scorecard = useQuery(scorecardQueryOptions(id));
  const remove = useDeleteScorecard();

  return (
    <SetupDetailPage
      id={id}
      record={scorecard}
      remove={remove}
      listPath="/scorecards"
      listLabel="Scorecards"
      placeholderTitle="Scorecard Details"
      notFound={{
        title: 'Scorecard not found',
        description:
          "The scorecard you're looking for doesn't exist or you don't have permission to view it.",
      }}
      loadError={{
        title: 'Error Loading Scorecard',
        fallback: 'The scorecard could not be loaded. Please try again.',
      }}
      heading={(data) => ({ title: data.title, description: data.description ?? 'Scorecard Details' })}
    >
      {(data) => (
        <DraftedRecordBody record={data}>
          <SectionCard title="Content">
            <p className="text-sm break-words whitespace-pre-wrap">{data.content}</p>
          </SectionCard>
        </DraftedRecordBody>
      )}
    </SetupDetailPage>
  );
}
