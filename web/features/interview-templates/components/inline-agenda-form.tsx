import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  AGENDA_DEFAULT_MAX_MINUTES,
  AGENDA_DEFAULT_MIN_MINUTES,
  type AgendaFields,
  AgendaInput,
} from '#contracts/agendas.ts';
import { TextField } from '#web/components/text-field.tsx';
import { TimeRangeFields } from '#web/components/time-range-fields.tsx';
import { WizardFooter } from './wizard-footer.tsx';

type InlineAgendaFormProps = {
  pending: boolean;
  pendingLabel: string;
  onBack: () => void;
  onSubmit: (input: AgendaFields) => void;
};

/** A new manual agenda written inside the wizard, with the 30–60 minute default range. */
export function InlineAgendaForm({ pending, pendingLabel, onBack, onSubmit }: InlineAgendaFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(AgendaInput),
    defaultValues: {
      title: '',
      description: '',
      content: '',
      source: 'manual',
      selectedScorecardId: null,
      timeRangeMin: AGENDA_DEFAULT_MIN_MINUTES,
      timeRangeMax: AGENDA_DEFAULT_MAX_MINUTES,
    },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        id="wizard-agenda-title"
        label="Agenda Title *"
        required
        registration={register('title')}
        error={errors.title?.message}
      />
      <TimeRangeFields
        idPrefix="wizard-agenda"
        min={register('timeRangeMin')}
        max={register('timeRangeMax')}
        minError={errors.timeRangeMin?.message}
        maxError={errors.timeRangeMax?.message}
      />
      <TextField
        id="wizard-agenda-content"
        label="Agenda Content *"
        required
        rows={6}
        hint='One item per line with its length, e.g. "- Introductions (5 min)".'
        registration={register('content')}
        error={errors.content?.message}
      />
      <WizardFooter
        backLabel="Back"
        onBack={onBack}
        submitLabel="Create Agenda & Template"
        pending={pending}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
