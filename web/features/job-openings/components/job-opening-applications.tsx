import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ApplicationStatusBadge } from '#web/components/application-status-badge.tsx';
import { DateText } from '#web/components/date-text.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { jobOpeningApplicationsQueryOptions } from '../api/job-opening-applications.ts';

/** Applications on a job page are shown this many at a time. */
const SUB_LIST_PAGE_SIZE = 10;

export function JobOpeningApplications({ jobId }: { jobId: string }) {
  const [offset, setOffset] = useState(0);
  const applications = useQuery(
    jobOpeningApplicationsQueryOptions(jobId, { limit: SUB_LIST_PAGE_SIZE, offset }),
  );

  return (
    <SectionCard
      title="Applications"
      action={
        <Link
          href={`/applications/new?jobId=${jobId}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Plus aria-hidden="true" />
          Add Application
        </Link>
      }
    >
      <PagedList
        query={applications}
        errorMessage="Failed to load applications. Please try again."
        pagingLabel="Applications pages"
        offset={offset}
        onOffsetChange={setOffset}
        skeletonCount={3}
        skeletonLayout="stack"
        empty={<p className="text-sm text-muted-foreground">No applications for this job opening yet.</p>}
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid min-w-0 gap-0.5">
                  <Link
                    href={`/applications/${application.id}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {application.candidateFirstName} {application.candidateLastName}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    Applied <DateText value={application.applicationDate} calendar />
                    {application.source && ` · ${application.source}`}
                  </span>
                </div>
                <ApplicationStatusBadge status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </SectionCard>
  );
}
