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

/** The five steps of the meeting-share guide (spec 000 §9). */
export const SCREEN_SHARE_STEPS = [
  'Join the Google Meet call in its own Chrome tab and keep that tab open.',
  "On this dashboard, select 'Capture Meeting Tab'.",
  "In the browser's share window, open the 'Chrome Tab' list and choose the Google Meet tab.",
  "Turn on 'Also share tab audio' — without it no meeting sound reaches the transcript.",
  "Select 'Share', then go back to the meeting; select 'Stop Capture' when the interview ends.",
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
            The meeting's voices reach the transcript only when the tab is shared with its sound.
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
