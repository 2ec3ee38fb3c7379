import { Clock, PlayCircle } from 'lucide-react';
import type { TutorialDto } from '#contracts/tutorials.ts';
import { IconLine } from '#web/components/icon-line.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { formatDuration } from '../utils/format-duration.ts';

type TutorialCardProps = { tutorial: TutorialDto; onWatch: () => void };

export function TutorialCard({ tutorial, onWatch }: TutorialCardProps) {
  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <h2 className="leading-snug font-semibold break-words">{tutorial.title}</h2>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {tutorial.description && <p className="text-sm text-muted-foreground">{tutorial.description}</p>}
        <IconLine icon={Clock}>
          <span className="sr-only">Duration: </span>
          {formatDuration(tutorial.duration)}
        </IconLine>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={onWatch}>
          <PlayCircle aria-hidden="true" />
          Watch Tutorial
          <span className="sr-only">{`: ${tutorial.title}`}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}
