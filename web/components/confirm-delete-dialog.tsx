import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
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
} from './ui/alert-dialog.tsx';
import { Button } from './ui/button.tsx';

type ConfirmDeleteDialogProps = {
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  /** When set, an icon button with this accessible name opens the dialog (e.g. "Delete Acme"). */
  triggerLabel?: string;
  /** For a dialog opened from elsewhere (a menu item): control it instead of using a trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Asks before deleting; nothing is sent unless the user confirms. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { title, description, onConfirm, triggerLabel, open, onOpenChange } = props;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {triggerLabel && (
        <AlertDialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={triggerLabel} title={triggerLabel}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </AlertDialogTrigger>
      )}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
