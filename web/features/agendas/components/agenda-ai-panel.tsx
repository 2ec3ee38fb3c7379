import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AgendaFields, AgendaInput } from '#contracts/agendas.ts';
import { GenerationStatus } from '#web/components/ai-generation/generation-status.tsx';
import { ModelSelect } from '#web/components/ai-generation/model-select.tsx';
import type { useGeneration } from '#web/components/ai-generation/use-generation.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { scorecardOptionsQueryOptions } from '../api/scorecard-options.ts';

type AgendaAiPanelProps = {
  form: UseFormReturn<AgendaInput, unknown, AgendaFields>;
  generation: ReturnType<typeof useGeneration>;
};

/**
 * The inputs an agenda is drafted from. Generate is disabled only while generating (spec 001 §5);
 * an invalid time range is shown on its fields instead of being sent.
 */
export function AgendaAiPanel({ form, generation }: AgendaAiPanelProps) {
  const { register, getValues, trigger, formState } = form;
  const [model, setModel] = useState('');
  const scorecards = useQuery(scorecardOptionsQueryOptions());

  const onGenerate = async () => {
    if (!(await trigger(['timeRangeMin', 'timeRangeMax']))) return;
    const values = getValues();
    generation.generate({
      body: {
        generationPrompt: values.generationPrompt,
        jobDescription: values.jobDescription,
        existingScorecardRef: values.existingScorecardRef,
        selectedScorecardId: values.selectedScorecardId ?? null,
        timeRangeMin: Number(values.timeRangeMin),
        timeRangeMax: Number(values.timeRangeMax),
      },
      model: model || undefined,
    });
  };

  return (
    <section
      aria-labelledby="agenda-ai-heading"
      className="grid gap-4 rounded-lg border border-accent-foreground/15 bg-accent/40 p-4"
    >
      <h2 id="agenda-ai-heading" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-accent-foreground" />
        AI Generation
      </h2>
      <TextField
        id="agenda-generation-prompt"
        label="Generation Prompt"
        rows={3}
        placeholder="e.g. A system design interview for a staff engineer"
        registration={register('generationPrompt')}
        error={formState.errors.generationPrompt?.message}
      />
      <TextField
        id="agenda-job-description"
        label="Job Description"
        rows={4}
        registration={register('jobDescription')}
        error={formState.errors.jobDescription?.message}
      />
      <TextField
        id="agenda-existing-ref"
        label="Existing Scorecard Reference"
        rows={3}
        placeholder="Paste a scorecard the agenda should cover"
        registration={register('existingScorecardRef')}
        error={formState.errors.existingScorecardRef?.message}
      />
      {scorecards.data ? (
        <SelectField
          id="agenda-scorecard"
          label="Based on scorecard"
          placeholder="No scorecard"
          hint="The agenda will cover what this scorecard assesses."
          options={scorecards.data.map((s) => ({ value: s.id, label: s.title }))}
          registration={register('selectedScorecardId', { setValueAs: (v) => (v ? v : null) })}
          error={formState.errors.selectedScorecardId?.message}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {scorecards.isPending ? 'Loading scorecards...' : 'Your scorecards could not be loaded.'}
        </p>
      )}
      <ModelSelect id="agenda-model" value={model} onChange={setModel} disabled={generation.generating} />
      <div className="grid gap-2">
        <Button className="w-fit" onClick={() => void onGenerate()} disabled={generation.generating}>
          <Sparkles aria-hidden="true" />
          {generation.generating ? 'Generating...' : 'Generate'}
        </Button>
        <GenerationStatus generating={generation.generating} result={generation.result} />
      </div>
    </section>
  );
}
