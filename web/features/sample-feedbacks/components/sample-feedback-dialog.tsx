import type { SampleFeedbackDto } from '#contracts/sample-feedbacks.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useCreateSampleFeedback } from '../api/use-create-sample-feedback.ts';
import { useUpdateSampleFeedback } from '../api/use-update-sample-feedback.ts';
import { SampleFeedbackForm } from './sample-feedback-form.tsx';

type SampleFeedbackDialogProps = {
  /** `'new'` to create one, a feedback to edit it, null when closed. */
  target: SampleFeedbackDto | 'new' | null;
  onClose: () => void;
};

/** Create or edit one sample feedback; closes after a successful save. */
export function SampleFeedbackDialog({ target, onClose }: SampleFeedbackDialogProps) {
  const create = useCreateSampleFeedback();
  const update = useUpdateSampleFeedback();
  const editing = target !== null && target !== 'new' ? target : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Sample Feedback' : 'Add Sample Feedback'}</DialogTitle>
          <DialogDescription>
            Examples of how you write feedback teach the AI your assessment style.
          </DialogDescription>
        </DialogHeader>
        <SampleFeedbackForm
          feedback={editing}
          submitLabel={editing ? 'Save Changes' : 'Add Sample Feedback'}
          pending={create.isPending || update.isPending}
          onCancel={onClose}
          onSubmit={(input) =>
            editing
              ? update.mutate({ id: editing.id, input }, { onSuccess: onClose })
              : create.mutate(input, { onSuccess: onClose })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
