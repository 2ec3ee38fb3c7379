import { MonitorUp } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

type AutoCapturePromptProps = { open: boolean; onStart: () => void; onDismiss: () => void };

/**
 * Shown by `autoCapture=true` when the page has had no click yet: browsers share a tab only in
 * answer to one, so the capture starts from this button.
 */
export function AutoCapturePrompt({ open, onStart, onDismiss }: AutoCapturePromptProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Capture the meeting</DialogTitle>
          <DialogDescription>
            This dashboard was opened to capture the meeting. The browser shares a tab only after a click:
            select 'Capture Meeting Tab', then choose the meeting tab and share its audio.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            Not now
          </Button>
          <Button onClick={onStart}>
            <MonitorUp aria-hidden="true" />
            Capture Meeting Tab
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
