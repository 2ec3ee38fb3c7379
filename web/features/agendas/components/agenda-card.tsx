import { Clock } from 'lucide-react';
import type { AgendaDto } from '#contracts/agendas.ts';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { SetupCard } from '#web/components/setup-card.tsx';
import { SourceBadge } from '#web/components/source-badge.tsx';
import { TimeRangeText } from '#web/components/time-range-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useDeleteAgenda } from '../api/use-delete-agenda.ts';

export function AgendaCard({ agenda }: { agenda: AgendaDto }) {
  const remove = useDeleteAgenda();
  return (
    <SetupCard
      title={agenda.title}
      viewHref={`/agendas/${agenda.id}`}
      editHref={`/agendas/${agenda.id}/edit`}
      onDelete={() => {
        if (confirmPermanentDelete()) remove.mutate(agenda.id);
      }}
      deleting={remove.isPending}
      badges={
        <>
          <SourceBadge source={agenda.source} />
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            <TimeRangeText min={agenda.timeRangeMin} max={agenda.timeRangeMax} />
          </Badge>
        </>
      }
      description={agenda.description}
      createdAt={agenda.createdAt}
    />
  );
}
