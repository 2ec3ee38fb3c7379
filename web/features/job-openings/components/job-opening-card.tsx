import { Building2, CalendarClock, DollarSign, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { JobOpeningListItem } from '#contracts/job-openings.ts';
import { ConfirmDeleteDialog } from '#web/components/confirm-delete-dialog.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { IconLine } from '#web/components/icon-line.tsx';
import { JobBadges } from '#web/components/job-badges.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { useDeleteJobOpening } from '../api/use-delete-job-opening.ts';

export function JobOpeningCard({ job }: { job: JobOpeningListItem }) {
  const remove = useDeleteJobOpening();
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-2">
          <h2 className="truncate font-semibold">{job.title}</h2>
          <JobBadges status={job.status} employmentType={job.employmentType} overdue={job.overdue} />
        </div>
        <ConfirmDeleteDialog
          triggerLabel={`Delete ${job.title}`}
          title="Delete Job Opening"
          description={`Are you sure you want to delete "${job.title}" at ${job.companyName}? All applications for this job opening will also be removed. This action cannot be undone.`}
          onConfirm={() => remove.mutate(job.id)}
        />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        <IconLine icon={Building2}>
          <Link href={`/companies/${job.companyId}`} className="hover:underline">
            {job.companyName}
          </Link>
        </IconLine>
        {job.location && <IconLine icon={MapPin}>{job.location}</IconLine>}
        {job.salaryRange && <IconLine icon={DollarSign}>{job.salaryRange}</IconLine>}
        {job.dueDate && (
          <IconLine icon={CalendarClock}>
            Due <DateText value={job.dueDate} calendar />
          </IconLine>
        )}
        {job.description && <p className="line-clamp-2 text-sm text-muted-foreground">{job.description}</p>}
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t pt-4">
        <span className="text-xs text-muted-foreground">
          Posted <DateText value={job.createdAt} />
        </span>
        <Link
          href={`/jobs/${job.id}`}
          aria-label={`View ${job.title}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          View
        </Link>
      </CardFooter>
    </Card>
  );
}
