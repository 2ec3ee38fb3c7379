import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  InterviewTemplateUpdate,
  type InterviewTemplateUpdateFields,
} from '#contracts/interview-templates.ts';
import { TextField } from '#web/components/text-field.tsx';
import { WizardFooter } from './wizard-footer.tsx';

type DetailsStepProps = {
  /** What was entered before going back, if anything. */
  details: InterviewTemplateUpdateFields | null;
  onCancel: () => void;
  onNext: (details: InterviewTemplateUpdateFields) => void;
};

/** Step 1: title (required), description and rubrik. */
export function DetailsStep({ details, onCancel, onNext }: DetailsStepProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(InterviewTemplateUpdate),
    defaultValues: {
      title: details?.title ?? '',
      description: details?.description ?? '',
      rubrik: details?.rubrik ?? '',
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onNext)} className="grid gap-4">
      <TextField
        id="wizard-title"
        label="Title *"
        required
        placeholder="e.g. Senior Backend Engineer – Onsite"
        registration={register('title')}
        error={formState.errors.title?.message}
      />
      <TextField
        id="wizard-description"
        label="Description"
        rows={3}
        registration={register('description')}
        error={formState.errors.description?.message}
      />
      <TextField
        id="wizard-rubrik"
        label="Rubrik"
        rows={4}
        hint="How interviewers should weigh and rate what they assess."
        registration={register('rubrik')}
        error={formState.errors.rubrik?.message}
      />
      <WizardFooter backLabel="Cancel" onBack={onCancel} submitLabel="Next" />
    </form>
  );
}
