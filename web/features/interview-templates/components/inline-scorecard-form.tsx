import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ScorecardFields, ScorecardInput } from '#contracts/scorecards.ts';
import { TextField } from '#web/components/text-field.tsx';
import { WizardFooter } from './wizard-footer.tsx';

type InlineScorecardFormProps = {
  pending: boolean;
  onBack: () => void;
  onSubmit: (input: ScorecardFields) => void;
};

/** A new manual scorecard written inside the wizard. */
export function InlineScorecardForm({ pending, onBack, onSubmit }: InlineScorecardFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ScorecardInput),
    defaultValues: { title: '', description: '', content: '', source: 'manual' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        id="wizard-scorecard-title"
        label="Scorecard Title *"
        required
        registration={register('title')}
        error={formState.errors.title?.message}
      />
      <TextField
        id="wizard-scorecard-content"
        label="Scorecard Content *"
        required
        rows={6}
        placeholder={'Technical Skills\n- Writes clear, tested code'}
        registration={register('content')}
        error={formState.errors.content?.message}
      />
      <WizardFooter
        backLabel="Back"
        onBack={onBack}
        submitLabel="Create Scorecard & Continue"
        pending={pending}
        pendingLabel="Creating..."
      />
    </form>
  );
}
