import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
  /** The confirming button's word: "Delete", or "Erase" for an erasure. */
  confirmLabel?: string;
  /** When set, an icon button with this accessible name opens the dialog (e.g. "Delete Acme"). */
  triggerLabel?: string;
  /** For a dialog opened from elsewhere (a menu item): control it instead of using a trigger. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the user sets before confirming (how much to erase), under the description. */
  children?: ReactNode;
};

/**
 * Asks before deleting; nothing is sent unless the user confirms. With a trigger, the dialog is
 * built the first time it is asked for: a list draws one per card, and a dialog costs each card
 * its providers and trigger wiring before anyone deletes anything.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const {
    title,
    description,
    onConfirm,
    confirmLabel = 'Delete',
    triggerLabel,
    open,
    onOpenChange,
    children,
  } = props;
  const [asked, setAsked] = useState(false);
  const trigger = (onClick?: () => void) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={triggerLabel}
      title={triggerLabel}
      aria-haspopup="dialog"
      aria-expanded={onClick ? false : undefined}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="text-destructive" />
    </Button>
  );
  if (triggerLabel && !asked) return trigger(() => setAsked(true));
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange} defaultOpen={asked}>
      {triggerLabel && <AlertDialogTrigger asChild>{trigger()}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
