import { Calendar, Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DateText } from './date-text.tsx';
import { IconLine } from './icon-line.tsx';
import { Button, buttonVariants } from './ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from './ui/card.tsx';

type SetupCardProps = {
  title: string;
  viewHref: string;
  /** Absent when the list offers no edit (interview templates). */
  editHref?: string;
  onDelete: () => void;
  deleting?: boolean;
  /** Badges under the title (source, time range). */
  badges?: ReactNode;
  description?: string | null;
  createdAt: string;
  /** Extra facts between the description and the footer. */
  children?: ReactNode;
};

/** One scorecard, agenda or interview template in its list, with View, Edit and Delete. */
export function SetupCard(props: SetupCardProps) {
  const { title, viewHref, editHref, onDelete, deleting = false, badges, description, createdAt } = props;
  return (
    <Card className="h-full gap-4">
      <CardHeader className="grid gap-2">
        <h2 className="leading-snug font-semibold break-words">{title}</h2>
        {badges && <div className="flex flex-wrap items-center gap-1.5">{badges}</div>}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {description && <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>}
        {props.children}
        <IconLine icon={Calendar}>
          Created <DateText value={createdAt} />
        </IconLine>
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2 border-t pt-4">
        <Link
          href={viewHref}
          aria-label={`View ${title}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Eye aria-hidden="true" />
          View
        </Link>
        {editHref && (
          <Link
            href={editHref}
            aria-label={`Edit ${title}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${title}`}
          title={`Delete ${title}`}
          onClick={onDelete}
          disabled={deleting}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </CardFooter>
    </Card>
  );
}
