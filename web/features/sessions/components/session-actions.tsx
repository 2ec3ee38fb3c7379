import { Square, Trash2 } from 'lucide-react';
import type { SessionListItem } from '#contracts/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCloseSession } from '#web/lib/sessions/use-close-session.ts';
import { useDeleteSession } from '../api/use-delete-session.ts';
import { SessionConfirmDialog } from './session-confirm-dialog.tsx';

type SessionProps = { session: SessionListItem };

/** 'Close session' with its confirmation; offered for active sessions only (spec 000 §4). */
export function CloseSessionButton({ session }: SessionProps) {
  const close = useCloseSession(session.id);
  return (
    <SessionConfirmDialog
      title="Close Interview Session"
      description={`Are you sure you want to close the interview session with ${session.candidateName}? This will stop all RTMS activity and mark the session as completed. You can still review the session data afterwards.`}
      confirmLabel="Close Session"
      pendingLabel="Closing..."
      pending={close.isPending}
      variant="default"
      onConfirm={(done) => close.mutate(undefined, { onSettled: done })}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Close session with ${session.candidateName}`}>
          <Square aria-hidden="true" />
          Close session
        </Button>
      }
    />
  );
}

/** The delete icon button with its confirmation; offered in every status. */
export function DeleteSessionButton({ session }: SessionProps) {
  const remove = useDeleteSession(session.id);
  const label = `Delete session with ${session.candidateName}`;
  return (
    <SessionConfirmDialog
      title="Delete Interview Session"
      description={`Are you sure you want to delete the interview session with ${session.candidateName}? This will permanently remove all notes, suggestions and conversation data. This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
    />
  );
}
