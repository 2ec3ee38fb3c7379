import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { IconLine } from '#web/components/icon-line.tsx';
import { JobBadges } from '#web/components/job-badges.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { companyJobOpeningsQueryOptions } from '../api/company-job-openings.ts';

/** Job openings on a company page are shown this many at a time. */
const SUB_LIST_PAGE_SIZE = 10;

export function CompanyJobOpenings({ companyId }: { companyId: string }) {
  const [offset, setOffset] = useState(0);
  const jobs = useQuery(companyJobOpeningsQueryOptions(companyId, { limit: SUB_LIST_PAGE_SIZE, offset }));

  return (
    <SectionCard title="Job Openings">
      <PagedList
        query={jobs}
        errorMessage="Failed to load job openings. Please try again."
        pagingLabel="Job openings pages"
        offset={offset}
        onOffsetChange={setOffset}
        skeletonCount={3}
        skeletonLayout="stack"
        empty={
          <p className="text-sm text-muted-foreground">
            No job openings yet. Add one to start tracking applications for this company.
          </p>
        }
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((job) => (
              <li key={job.id} className="grid gap-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/jobs/${job.id}`} className="font-medium text-primary hover:underline">
                    {job.title}
                  </Link>
                  <JobBadges status={job.status} employmentType={job.employmentType} overdue={job.overdue} />
                </div>
                {job.location && <IconLine icon={MapPin}>{job.location}</IconLine>}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </SectionCard>
  );
}
