import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEMPLATE_SCORECARD_REQUIRED } from '#contracts/interview-templates.ts';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { scorecardOptionsQueryOptions } from '../api/setup-options.ts';
import { useCreateScorecardInline } from '../api/use-create-scorecard-inline.ts';
import { ExistingChoiceForm } from './existing-choice-form.tsx';
import { InlineScorecardForm } from './inline-scorecard-form.tsx';

type ScorecardStepProps = {
  scorecardId: string;
  onScorecardChange: (id: string) => void;
  onBack: () => void;
  onNext: (scorecardId: string) => void;
};

/** Step 2: select an existing scorecard or create a new one. */
export function ScorecardStep({ scorecardId, onScorecardChange, onBack, onNext }: ScorecardStepProps) {
  const [mode, setMode] = useState('existing');
  const options = useQuery(scorecardOptionsQueryOptions());
  const create = useCreateScorecardInline();

  return (
    <Tabs value={mode} onValueChange={setMode}>
      <TabsList aria-label="Scorecard">
        <TabsTrigger value="existing">Select Existing</TabsTrigger>
        <TabsTrigger value="new">Create New</TabsTrigger>
      </TabsList>
      <TabsContent value="existing">
        {options.isPending && <CardGridSkeleton count={3} layout="stack" label="Loading scorecards..." />}
        {options.isError && (
          <LoadError
            message="Failed to load scorecards. Please try again."
            onRetry={() => void options.refetch()}
            retrying={options.isFetching}
          />
        )}
        {options.data && (
          <ExistingChoiceForm
            id="wizard-scorecard"
            label="Scorecard *"
            placeholder="Select a scorecard"
            options={options.data.map((s) => ({ value: s.id, label: s.title }))}
            value={scorecardId}
            onChange={onScorecardChange}
            requiredMessage={TEMPLATE_SCORECARD_REQUIRED}
            emptyMessage="You have no scorecards yet. Create one under Create New."
            submitLabel="Next"
            onBack={onBack}
            onSubmit={onNext}
          />
        )}
      </TabsContent>
      <TabsContent value="new">
        <InlineScorecardForm
          pending={create.isPending}
          onBack={onBack}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (scorecard) => {
                setMode('existing');
                onNext(scorecard.id);
              },
            })
          }
        />
      </TabsContent>
    </Tabs>
  );
}
