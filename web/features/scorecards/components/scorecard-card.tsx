import type { ScorecardDto } from '#contracts/scorecards.ts';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { SetupCard } from '#web/components/setup-card.tsx';
import { SourceBadge } from '#web/components/source-badge.tsx';
import { useDeleteScorecard } from '../api/use-delete-scorecard.ts';

export function ScorecardCard({ scorecard }: { scorecard: ScorecardDto }) {
  const remove = useDeleteScorecard();
  return (
    <SetupCard
      title={scorecard.title}
      viewHref={`/scorecards/${scorecard.id}`}
      editHref={`/scorecards/${scorecard.id}/edit`}
      onDelete={() => {
        if (confirmPermanentDelete()) remove.mutate(scorecard.id);
      }}
      deleting={remove.isPending}
      badges={<SourceBadge source={scorecard.source} />}
      description={scorecard.description}
      createdAt={scorecard.createdAt}
    />
  );
}
