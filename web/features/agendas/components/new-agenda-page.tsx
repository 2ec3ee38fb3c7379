import { useLocation } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useCreateAgenda } from '../api/use-create-agenda.ts';
import { AgendaForm } from './agenda-form.tsx';

/** /agendas/new: plan an agenda or generate it with AI. */
export function NewAgendaPage() {
  const create = useCreateAgenda();
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader
        title="Create Agenda"
        description="Plan the steps of an interview and how long each takes."
      />
      <Card className="max-w-3xl">
        <CardContent>
          <AgendaForm
            submitLabel="Create Agenda"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(input) => create.mutate(input)}
            onCancel={() => navigate('/agendas')}
          />
        </CardContent>
      </Card>
    </>
  );
}
