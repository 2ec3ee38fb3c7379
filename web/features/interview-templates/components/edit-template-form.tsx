import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardList, ListOrdered, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type InterviewTemplateDetail,
  InterviewTemplateUpdate,
  type InterviewTemplateUpdateFields,
} from '#contracts/interview-templates.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { TextField } from '#web/components/text-field.tsx';

type EditTemplateFormProps = {
  template: InterviewTemplateDetail;
  pending: boolean;
  onSubmit: (input: InterviewTemplateUpdateFields) => void;
  onCancel: () => void;
};

/** Title, description and rubrik; the scorecard and agenda are shown but stay as they are. */
export function EditTemplateForm({ template, pending, onSubmit, onCancel }: EditTemplateFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(InterviewTemplateUpdate),
    defaultValues: {
      title: template.title,
      description: template.description ?? '',
      rubrik: template.rubrik ?? '',
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <TextField
        id="template-title"
        label="Template Title *"
        required
        registration={register('title')}
        error={formState.errors.title?.message}
      />
      <TextField
        id="template-description"
        label="Description"
        rows={3}
        registration={register('description')}
        error={formState.errors.description?.message}
      />
      <TextField
        id="template-rubrik"
        label="Rubrik"
        rows={5}
        registration={register('rubrik')}
        error={formState.errors.rubrik?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyItem icon={ClipboardList} label="Scorecard" title={template.scorecard.title} />
        <ReadOnlyItem icon={ListOrdered} label="Agenda" title={template.agenda.title} />
      </div>
      <FormActions
        submitLabel="Save Changes"
        pendingLabel="Updating..."
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}

function ReadOnlyItem({ icon: Icon, label, title }: { icon: LucideIcon; label: string; title: string }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/50 p-4">
      <span className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </span>
      <span className="text-sm font-medium break-words">{title}</span>
      <span className="text-xs text-muted-foreground">Not changed here; it stays with the template.</span>
    </div>
  );
}
