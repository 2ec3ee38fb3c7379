import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { MissingRecordState } from '#web/components/missing-record-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { agendaQueryOptions } from '../api/agenda-detail.ts';
import { useUpdateAgenda } from '../api/use-update-agenda.ts';
import { AgendaForm } from './agenda-form.tsx';

/** /agendas/:id/edit: a generated agenda opens with its AI panel. */
export function EditAgendaPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const agenda = useQuery(agendaQueryOptions(id));
  const update = useUpdateAgenda(id);

  if (agenda.isPending) {
    return (
      <>
        <PageHeader title="Edit Agenda" />
        <CardGridSkeleton count={3} layout="stack" />
      </>
    );
  }
  if (agenda.isError) {
    return (
      <>
        <PageHeader title="Edit Agenda" />
        <MissingRecordState
          title="Agenda Not Found"
          description="The agenda you're trying to edit doesn't exist or you don't have permission to edit it."
          backHref="/agendas"
          backLabel="Back to Agendas"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Agenda" description={agenda.data.title} />
      <Card className="max-w-3xl">
        <CardContent>
          <AgendaForm
            agenda={agenda.data}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            onSubmit={(input) => update.mutate(input)}
            onCancel={() => navigate(`/agendas/${id}`)}
          />
        </CardContent>
      </Card>
    </>
  );
}
