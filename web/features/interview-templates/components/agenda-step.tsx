import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEMPLATE_AGENDA_REQUIRED } from '#contracts/interview-templates.ts';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { formatTimeRange } from '#web/components/time-range-text.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { agendaOptionsQueryOptions } from '../api/setup-options.ts';
import { useCreateAgendaInline } from '../api/use-create-agenda-inline.ts';
import { ExistingChoiceForm } from './existing-choice-form.tsx';
import { InlineAgendaForm } from './inline-agenda-form.tsx';

type AgendaStepProps = {
  agendaId: string;
  onAgendaChange: (id: string) => void;
  /** True while the template itself is being created. */
  creating: boolean;
  onBack: () => void;
  onFinish: (agendaId: string) => void;
};

/** Step 3: select an existing agenda or create a new one, then create the template. */
export function AgendaStep({ agendaId, onAgendaChange, creating, onBack, onFinish }: AgendaStepProps) {
  const [mode, setMode] = useState('existing');
  const options = useQuery(agendaOptionsQueryOptions());
  const create = useCreateAgendaInline();

  return (
    <Tabs value={mode} onValueChange={setMode}>
      <TabsList aria-label="Agenda">
        <TabsTrigger value="existing">Select Existing</TabsTrigger>
        <TabsTrigger value="new">Create New</TabsTrigger>
      </TabsList>
      <TabsContent value="existing">
        {options.isPending && <CardGridSkeleton count={3} layout="stack" label="Loading agendas..." />}
        {options.isError && (
          <LoadError
            message="Failed to load agendas. Please try again."
            onRetry={() => void options.refetch()}
            retrying={options.isFetching}
          />
        )}
        {options.data && (
          <ExistingChoiceForm
            id="wizard-agenda"
            label="Agenda *"
            placeholder="Select an agenda"
            options={options.data.map((a) => ({
              value: a.id,
              label: `${a.title} (${formatTimeRange(a.timeRangeMin, a.timeRangeMax)})`,
            }))}
            value={agendaId}
            onChange={onAgendaChange}
            requiredMessage={TEMPLATE_AGENDA_REQUIRED}
            emptyMessage="You have no agendas yet. Create one under Create New."
            submitLabel="Create Template"
            pending={creating}
            pendingLabel="Creating..."
            onBack={onBack}
            onSubmit={onFinish}
          />
        )}
      </TabsContent>
      <TabsContent value="new">
        <InlineAgendaForm
          pending={create.isPending || creating}
          pendingLabel="Creating..."
          onBack={onBack}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (agenda) => {
                onAgendaChange(agenda.id);
                setMode('existing');
                onFinish(agenda.id);
              },
            })
          }
        />
      </TabsContent>
    </Tabs>
  );
}
