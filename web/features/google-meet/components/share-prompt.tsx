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
import { useSharePrompt } from './use-share-prompt.ts';

/**
 * 'Screen Sharing Required' (spec 000 §2): the panel cannot hear the call, so it asks the
 * interviewer to share the Meet tab from the dashboard. After Cancel a small Share button stays
 * in the panel's corner; Done puts the question away.
 */
export function SharePrompt({ sessionId }: { sessionId: string }) {
  const prompt = useSharePrompt(sessionId);
  return (
    <>
      <Dialog open={prompt.state === 'shown'} onOpenChange={(open) => !open && prompt.cancel()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Screen Sharing Required</DialogTitle>
            <DialogDescription>
              Share this Google Meet tab to enable audio capture and AI analysis. Share opens the interview's
              dashboard in a new tab: choose this Meet tab there and turn on its audio, then come back and
              select Done.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm">
            Before capture starts, the dashboard shows the recording notice: read it to the candidate and
            confirm that you did ('The candidate was told: start recording'). Until then nothing is recorded.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={prompt.cancel}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={prompt.done}>
              Done
            </Button>
            <Button onClick={prompt.share}>
              <MonitorUp aria-hidden="true" />
              Share
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {prompt.state === 'cancelled' && (
        <Button
          size="sm"
          className="fixed right-3 bottom-3 z-40 shadow-md"
          aria-label="Share the meeting tab"
          title="Share the meeting tab"
          onClick={prompt.share}
        >
          <MonitorUp aria-hidden="true" />
          Share
        </Button>
      )}
    </>
  );
}
