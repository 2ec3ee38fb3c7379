import { Clock } from 'lucide-react';
import type { TutorialDto } from '#contracts/tutorials.ts';
import { IconLine } from '#web/components/icon-line.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { formatDuration } from '../utils/format-duration.ts';
import { TutorialVideo } from './tutorial-video.tsx';

type TutorialDialogProps = { tutorial: TutorialDto | null; onClose: () => void };

/** The selected tutorial's video; closing clears the selection. */
export function TutorialDialog({ tutorial, onClose }: TutorialDialogProps) {
  return (
    <Dialog open={tutorial !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        {tutorial && (
          <>
            <DialogHeader>
              <DialogTitle>{tutorial.title}</DialogTitle>
              <DialogDescription>{tutorial.description ?? 'Tutorial video'}</DialogDescription>
            </DialogHeader>
            <TutorialVideo tutorialId={tutorial.id} title={tutorial.title} />
            <IconLine icon={Clock}>
              <span className="sr-only">Duration: </span>
              {formatDuration(tutorial.duration)}
            </IconLine>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
