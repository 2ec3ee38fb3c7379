import { CircleHelp } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';

/**
 * The five steps of the meeting-share guide (spec 000 §2), as the product does them: the Meet
 * tab, the dashboard opened beside it (or by the side panel's Share, which starts the capture),
 * the consent asked the first time, the browser's share window, the microphone prompt, then
 * Pause and 'Stop Capture'.
 */
export const SCREEN_SHARE_STEPS = [
  'Join the Google Meet call in its own Chrome tab and open this dashboard beside it — or select Share in the Interview Hub side panel in Meet, which opens it for you.',
  "Select 'Capture Meeting Tab' (a dashboard opened by Share offers it at once). The first time, read the recording notice to the candidate and confirm that you did.",
  "In the browser's share window, choose the Google Meet tab under 'Chrome Tab' and turn on 'Also share tab audio' — without it no meeting sound is recorded.",
  "Select 'Share', then allow the microphone when the browser asks: by default the tab is heard as the candidate and the microphone as the interviewer.",
  "Use 'Pause' to hold the recording and 'Stop Capture' when the interview ends; stopping the share in the browser ends the capture too.",
] as const;

/** A dialog that walks the interviewer through sharing the Meet tab with its audio. */
export function ScreenShareHelp() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="justify-self-start">
          <CircleHelp aria-hidden="true" />
          Screen-share help
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share the Meet tab with audio</DialogTitle>
          <DialogDescription>
            The meeting's voices are recorded only when the tab is shared with its sound.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {SCREEN_SHARE_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
