import { AlertCircle, ShieldCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { errorMessage } from '#web/lib/api-error.ts';

export type RecordingConsentDialogProps = {
  open: boolean;
  /** The notice to read out (GET /api/speech): undefined while it loads, null if it failed to. */
  notice: string | null | undefined;
  confirming: boolean;
  error: Error | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asked once per session, before anything is recorded: the interviewer reads the notice to the
 * candidate and confirms they did; the session keeps who confirmed and when, and recording starts.
 */
export function RecordingConsentDialog({
  open,
  notice,
  confirming,
  error,
  onConfirm,
  onCancel,
}: RecordingConsentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !confirming && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Tell the candidate about the recording</DialogTitle>
          <DialogDescription>
            Read this notice to the candidate before recording starts, then confirm that you did.
          </DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-md border-l-4 border-primary bg-muted p-3 text-sm whitespace-pre-wrap">
          {notice === undefined
            ? 'Loading the notice...'
            : (notice ?? 'The notice could not be loaded. Please reload the page.')}
        </blockquote>
        {error && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage(error, 'The confirmation was not saved. Please try again.')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={confirming}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={confirming || typeof notice !== 'string'}>
            <ShieldCheck aria-hidden="true" />
            {confirming ? 'Confirming...' : 'The candidate was told: start recording'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
