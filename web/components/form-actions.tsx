import { Loader2 } from 'lucide-react';
import { Button } from './ui/button.tsx';

export type FormActionsProps = {
  submitLabel: string;
  /** Shown on the submit button while saving, e.g. "Saving...". */
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
};

/** A record's form, as its new and detail pages drive it: labels, saving and cancelling. */
export type RecordFormProps<Input> = FormActionsProps & { onSubmit: (input: Input) => void };

/** Cancel and submit at the foot of a form; submit is disabled while saving. */
export function FormActions({ submitLabel, pendingLabel, pending, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
