import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { ScorecardFields, ScorecardInput } from '#contracts/scorecards.ts';
import { GenerationStatus } from '#web/components/ai-generation/generation-status.tsx';
import { ModelSelect } from '#web/components/ai-generation/model-select.tsx';
import type { useGeneration } from '#web/components/ai-generation/use-generation.ts';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { hasGenerationInput } from '../utils/scorecard-form-values.ts';

type ScorecardAiPanelProps = {
  form: UseFormReturn<ScorecardInput, unknown, ScorecardFields>;
  generation: ReturnType<typeof useGeneration>;
};

const INPUTS = ['generationPrompt', 'jobDescription', 'existingScorecardRef'] as const;

/** The inputs a scorecard is drafted from; the draft streams into the content field. */
export function ScorecardAiPanel({ form, generation }: ScorecardAiPanelProps) {
  const { register, control, getValues, formState } = form;
  const [model, setModel] = useState('');
  const values = useWatch({ control, name: INPUTS });
  const hasInput = hasGenerationInput(values);

  const onGenerate = () => {
    const [generationPrompt, jobDescription, existingScorecardRef] = getValues(INPUTS);
    generation.generate({
      body: { generationPrompt, jobDescription, existingScorecardRef },
      model: model || undefined,
    });
  };

  return (
    <section
      aria-labelledby="scorecard-ai-heading"
      className="grid gap-4 rounded-lg border border-accent-foreground/15 bg-accent/40 p-4"
    >
      <h2 id="scorecard-ai-heading" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-accent-foreground" />
        AI Generation
      </h2>
      <TextField
        id="scorecard-generation-prompt"
        label="Generation Prompt"
        rows={3}
        placeholder="e.g. A coding screen for a senior backend engineer"
        registration={register('generationPrompt')}
        error={formState.errors.generationPrompt?.message}
      />
      <TextField
        id="scorecard-job-description"
        label="Job Description"
        rows={4}
        registration={register('jobDescription')}
        error={formState.errors.jobDescription?.message}
      />
      <TextField
        id="scorecard-existing-ref"
        label="Existing Scorecard Reference"
        rows={4}
        placeholder="Paste a scorecard to build on"
        registration={register('existingScorecardRef')}
        error={formState.errors.existingScorecardRef?.message}
      />
      <ModelSelect id="scorecard-model" value={model} onChange={setModel} disabled={generation.generating} />
      <div className="grid gap-2">
        <Button
          className="w-fit"
          onClick={onGenerate}
          disabled={!hasInput || generation.generating}
          aria-describedby={hasInput ? undefined : 'scorecard-generate-hint'}
        >
          <Sparkles aria-hidden="true" />
          {generation.generating ? 'Generating...' : 'Generate'}
        </Button>
        {!hasInput && (
          <p id="scorecard-generate-hint" className="text-xs text-muted-foreground">
            Fill in a prompt, a job description or an existing scorecard to generate.
          </p>
        )}
        <GenerationStatus generating={generation.generating} result={generation.result} />
      </div>
    </section>
  );
}
