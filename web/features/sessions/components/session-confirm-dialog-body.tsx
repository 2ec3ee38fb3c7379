import { type ComponentProps, type ReactElement, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';

export type SessionConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement<ComponentProps<'button'> & { 'data-state'?: string }>;
  title: string;
  description: string;
  confirmLabel: string;
  /** Shown on the confirming button while the call runs, e.g. 'Closing...'. */
  pendingLabel: string;
  pending: boolean;
  variant?: 'default' | 'destructive';
  /** Starts the call; `done` closes the dialog once it has succeeded or failed. */
  onConfirm: (done: () => void) => void;
};

/** The session's confirmation once built (./session-confirm-dialog.tsx): it opens as it is built. */
export function SessionConfirmDialogBody(props: SessionConfirmDialogProps) {
  const { trigger, title, description, confirmLabel, pendingLabel, pending, variant, onConfirm } = props;
  const [open, setOpen] = useState(true);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant={variant}
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              onConfirm(() => setOpen(false));
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
