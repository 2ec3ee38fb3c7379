import { Calendar, Copy, Pencil, Trash2 } from 'lucide-react';
import type { SampleFeedbackDto } from '#contracts/sample-feedbacks.ts';
import { confirmPermanentDelete } from '#web/components/confirm-permanent-delete.ts';
import { DateText } from '#web/components/date-text.tsx';
import { IconLine } from '#web/components/icon-line.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { useDeleteSampleFeedback } from '../api/use-delete-sample-feedback.ts';
import { useCopyFeedback } from '../hooks/use-copy-feedback.ts';
import { CATEGORY_LABELS } from '../utils/sample-feedback-form-schema.ts';

type SampleFeedbackCardProps = { feedback: SampleFeedbackDto; onEdit: () => void };

export function SampleFeedbackCard({ feedback, onEdit }: SampleFeedbackCardProps) {
  const remove = useDeleteSampleFeedback();
  const copy = useCopyFeedback();
  const { title } = feedback;
  return (
    <Card className="h-full gap-4">
      <CardHeader className="grid gap-2">
        <h2 className="leading-snug font-semibold break-words">{title}</h2>
        <Badge variant="secondary">{CATEGORY_LABELS[feedback.category]}</Badge>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {feedback.content}
        </p>
        {feedback.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {feedback.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t pt-4">
        <IconLine icon={Calendar}>
          <DateText value={feedback.createdAt} />
        </IconLine>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Copy ${title}`}
            title="Copy to clipboard"
            onClick={() => void copy(feedback.content)}
          >
            <Copy aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Edit ${title}`} title="Edit" onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${title}`}
            title="Delete"
            disabled={remove.isPending}
            onClick={() => {
              if (confirmPermanentDelete()) remove.mutate(feedback.id);
            }}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      </CardFooter>
    </Card>
  );
}
