import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  SCORECARD_GENERATION_FAILED,
  type ScorecardDto,
  type ScorecardFields,
  ScorecardInput,
} from '#contracts/scorecards.ts';
import { AiModeSwitch } from '#web/components/ai-generation/ai-mode-switch.tsx';
import { GeneratedContentField } from '#web/components/ai-generation/generated-content-field.tsx';
import { useGeneration } from '#web/components/ai-generation/use-generation.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { scorecardFormValues, scorecardPayload } from '../utils/scorecard-form-values.ts';
import { ScorecardAiPanel } from './scorecard-ai-panel.tsx';

type ScorecardFormProps = {
  /** The scorecard being edited; absent when creating one. */
  scorecard?: ScorecardDto;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: ScorecardFields) => void;
  onCancel: () => void;
};

/**
 * Scorecard fields. "Generate with AI" marks it generated and reveals the AI panel (a generated
 * scorecard opens with it); the generated draft is the content that gets saved (spec 001 §4–5).
 */
export function ScorecardForm(props: ScorecardFormProps) {
  const { scorecard, submitLabel, pendingLabel, pending, onSubmit, onCancel } = props;
  const form = useForm({
    resolver: zodResolver(ScorecardInput),
    defaultValues: scorecardFormValues(scorecard),
  });
  const { register, handleSubmit, control, setValue, getValues, clearErrors, formState } = form;
  const aiMode = useWatch({ control, name: 'source' }) === 'generated';
  const generation = useGeneration({
    path: '/api/interview-setup/scorecards/generate',
    errorFallback: SCORECARD_GENERATION_FAILED,
    onResult: ({ content, title }) => {
      setValue('content', content, { shouldDirty: true });
      clearErrors('content');
      if (title && !getValues('title').trim()) {
        setValue('title', title, { shouldDirty: true });
        clearErrors('title');
      }
    },
  });

  const submit = handleSubmit((fields) => {
    if (!generation.generating) onSubmit(scorecardPayload(fields));
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <TextField
        id="scorecard-title"
        label="Title *"
        required
        placeholder="e.g. Senior Backend Engineer – Technical Screen"
        registration={register('title')}
        error={formState.errors.title?.message}
      />
      <TextField
        id="scorecard-description"
        label="Description"
        rows={2}
        registration={register('description')}
        error={formState.errors.description?.message}
      />
      <AiModeSwitch
        id="scorecard-ai-mode"
        checked={aiMode}
        onCheckedChange={(on) => setValue('source', on ? 'generated' : 'manual', { shouldDirty: true })}
      />
      {aiMode && <ScorecardAiPanel form={form} generation={generation} />}
      <GeneratedContentField
        id="scorecard-content"
        label="Content *"
        registration={register('content')}
        error={formState.errors.content?.message}
        generating={generation.generating}
        progress={generation.progress}
        placeholder={'Technical Skills\n- Writes clear, tested code\n- Explains trade-offs'}
        hint={
          aiMode
            ? 'The generated text appears here as it is written and is saved as the content. Edit it freely.'
            : 'One section title per line, with "- criterion" lines under it.'
        }
      />
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
