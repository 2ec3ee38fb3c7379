import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  AGENDA_GENERATION_FAILED,
  type AgendaDto,
  type AgendaFields,
  AgendaInput,
} from '#contracts/agendas.ts';
import { AiModeSwitch } from '#web/components/ai-generation/ai-mode-switch.tsx';
import { useGeneration } from '#web/components/ai-generation/use-generation.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { TimeRangeFields } from '#web/components/time-range-fields.tsx';
import { agendaFormValues, agendaPayload } from '../utils/agenda-form-values.ts';
import { AgendaAiPanel } from './agenda-ai-panel.tsx';
import { AgendaContentField } from './agenda-content-field.tsx';

type AgendaFormProps = {
  /** The agenda being edited; absent when creating one. */
  agenda?: AgendaDto;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: AgendaFields) => void;
  onCancel: () => void;
};

/**
 * Agenda fields with its time range. "Generate with AI" marks it generated and reveals the AI
 * panel (a generated agenda opens with it); the generated draft is the content that gets saved.
 */
export function AgendaForm({
  agenda,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: AgendaFormProps) {
  const form = useForm({ resolver: zodResolver(AgendaInput), defaultValues: agendaFormValues(agenda) });
  const { register, handleSubmit, control, setValue, clearErrors, formState } = form;
  const { errors } = formState;
  const aiMode = useWatch({ control, name: 'source' }) === 'generated';
  const content = useWatch({ control, name: 'content' }) ?? '';
  const generation = useGeneration({
    path: '/api/interview-setup/agendas/generate',
    errorFallback: AGENDA_GENERATION_FAILED,
    onResult: ({ content }) => {
      setValue('content', content, { shouldDirty: true });
      clearErrors('content');
    },
  });

  const submit = handleSubmit((fields) => {
    if (!generation.generating) onSubmit(agendaPayload(fields));
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <TextField
        id="agenda-title"
        label="Title *"
        required
        placeholder="e.g. Senior Backend Engineer – Onsite"
        registration={register('title')}
        error={errors.title?.message}
      />
      <TextField
        id="agenda-description"
        label="Description"
        rows={2}
        registration={register('description')}
        error={errors.description?.message}
      />
      <TimeRangeFields
        idPrefix="agenda"
        min={register('timeRangeMin')}
        max={register('timeRangeMax')}
        minError={errors.timeRangeMin?.message}
        maxError={errors.timeRangeMax?.message}
      />
      <AiModeSwitch
        id="agenda-ai-mode"
        checked={aiMode}
        onCheckedChange={(on) => setValue('source', on ? 'generated' : 'manual', { shouldDirty: true })}
      />
      {aiMode && <AgendaAiPanel form={form} generation={generation} />}
      <AgendaContentField
        content={content}
        onContentChange={(next) =>
          setValue('content', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        }
        registration={register('content')}
        error={errors.content?.message}
        generating={generation.generating}
        progress={generation.progress}
        hint={
          aiMode
            ? 'The generated agenda appears here as it is written and is saved as the content. Edit it freely.'
            : 'One item per line with its length, e.g. "- Introductions (5 min)".'
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
