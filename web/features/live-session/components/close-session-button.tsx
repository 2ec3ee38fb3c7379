import { Square } from 'lucide-react';
import { useState } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
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
import { Button } from '#web/components/ui/button.tsx';
import { useCloseSession } from '#web/lib/sessions/use-close-session.ts';

/** The dashboard's texts (spec 000 §8), not the sessions list's. */
const SUCCESS = {
  title: 'Session Closed',
  description: 'The interview session has been closed successfully',
};
const FAILURE = { title: 'Failed to Close Session', fallback: 'Failed to close session' };

/**
 * Close Session, after a confirmation: closing cannot be undone and ends the live assistant. The
 * dialog stays open while the call runs, so it cannot be confirmed twice.
 */
export function CloseSessionButton({ session }: { session: SessionDetail }) {
  const close = useCloseSession(session.id, { successToast: SUCCESS, errorToast: FAILURE });
  const [open, setOpen] = useState(false);
  const pending = close.isPending;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" size="sm">
          <Square aria-hidden="true" />
          Close Session
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Close Interview Session</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to close the interview session with {session.candidateName}? This will stop
            all RTMS activity and mark the session as completed. You can still review the session data
            afterwards.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              close.mutate(undefined, { onSettled: () => setOpen(false) });
            }}
          >
            {pending ? 'Closing...' : 'Close Session'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
