import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  SAMPLE_FEEDBACK_CATEGORIES,
  type SampleFeedbackDto,
  type SampleFeedbackFields,
} from '#contracts/sample-feedbacks.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import {
  CATEGORY_LABELS,
  SampleFeedbackForm as FormSchema,
  sampleFeedbackFormValues,
} from '../utils/sample-feedback-form-schema.ts';

const CATEGORY_OPTIONS = SAMPLE_FEEDBACK_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

type SampleFeedbackFormProps = {
  feedback?: SampleFeedbackDto;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: SampleFeedbackFields) => void;
  onCancel: () => void;
};

/** Title, content, category and comma-separated tags of one sample feedback. */
export function SampleFeedbackForm({
  feedback,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: SampleFeedbackFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: sampleFeedbackFormValues(feedback),
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <TextField
        id="sample-feedback-title"
        label="Title *"
        required
        registration={register('title')}
        error={errors.title?.message}
      />
      <TextField
        id="sample-feedback-content"
        label="Content *"
        required
        rows={8}
        placeholder="Write the feedback as you would for a real candidate."
        registration={register('content')}
        error={errors.content?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="sample-feedback-category"
          label="Category"
          options={CATEGORY_OPTIONS}
          registration={register('category')}
          error={errors.category?.message}
        />
        <TextField
          id="sample-feedback-tags"
          label="Tags"
          hint="Separate tags with commas."
          placeholder="e.g. system design, senior"
          registration={register('tags')}
          error={errors.tags?.message}
        />
      </div>
      <FormActions submitLabel={submitLabel} pendingLabel="Saving..." pending={pending} onCancel={onCancel} />
    </form>
  );
}
