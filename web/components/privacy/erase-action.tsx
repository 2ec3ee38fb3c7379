import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog.tsx';
import { Button, type ButtonProps } from '../ui/button.tsx';

type EraseActionProps = {
  /** The button's words, e.g. "Erase Candidate". */
  label: string;
  icon: LucideIcon;
  /** The erasure is under way: the button says so and waits. */
  pending: boolean;
  title: string;
  description: string;
  onConfirm: () => void;
  size?: ButtonProps['size'];
  className?: string;
  /** More to choose in the dialog, above its buttons. */
  children?: ReactNode;
};

/** A button that erases something for good once the app's one confirm dialog is answered with Erase. */
export function EraseAction({
  label,
  icon: Icon,
  pending,
  title,
  description,
  onConfirm,
  size,
  className,
  children,
}: EraseActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        className={className}
        aria-haspopup="dialog"
        disabled={pending}
        onClick={() => setAsking(true)}
      >
        <Icon aria-hidden="true" />
        {pending ? 'Erasing...' : label}
      </Button>
      <ConfirmDeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title={title}
        description={description}
        confirmLabel="Erase"
        onConfirm={onConfirm}
      >
        {children}
      </ConfirmDeleteDialog>
    </>
  );
}
