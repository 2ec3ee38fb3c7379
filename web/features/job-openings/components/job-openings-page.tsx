import { useQuery } from '@tanstack/react-query';
import { Briefcase, Plus, SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { LIST_PAGE_SIZE } from '#web/lib/paging.ts';
import { jobOpeningListQueryOptions } from '../api/job-opening-list.ts';
import type { JobOpeningFilters } from '../api/keys.ts';
import { NO_JOB_OPENING_FILTERS } from '../api/paths.ts';
import { JobFilterBar, type ListFilters } from './job-filter-bar.tsx';
import { JobOpeningCard } from './job-opening-card.tsx';
import { JobOpeningTiles } from './job-opening-tiles.tsx';

/** /jobs, optionally `?companyId=` to show one company's job openings (spec 001 §2). */
export function JobOpeningsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [listFilters, setListFilters] = useState<ListFilters>(NO_JOB_OPENING_FILTERS);
  const filters: JobOpeningFilters = { ...listFilters, companyId: searchParams.get('companyId') ?? '' };
  // Paging restarts whenever a filter changes, including the company in the address.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, offset: 0 });
  const offset = paging.filterKey === filterKey ? paging.offset : 0;
  const setOffset = useCallback((next: number) => setPaging({ filterKey, offset: next }), [filterKey]);
  const list = useQuery(jobOpeningListQueryOptions({ ...filters, limit: LIST_PAGE_SIZE, offset }));
  const filtered = Object.values(filters).some(Boolean);
  const newJobHref = filters.companyId ? `/jobs/new?companyId=${filters.companyId}` : '/jobs/new';

  return (
    <>
      <PageHeader
        title="Job Openings"
        description="Track open roles across your client companies"
        actions={
          <Link href={newJobHref} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Add Job Opening
          </Link>
        }
      />
      <JobOpeningTiles filters={filters} />
      <JobFilterBar
        filters={filters}
        onChange={(patch) => setListFilters((current) => ({ ...current, ...patch }))}
        onCompanyChange={(companyId) => setSearchParams(companyId ? { companyId } : {}, { replace: true })}
      />
      <PagedList
        query={list}
        errorMessage="Failed to load job openings. Please try again."
        pagingLabel="Job openings pages"
        offset={offset}
        onOffsetChange={setOffset}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title="No matching job openings"
              description="No job openings match your search or filters. Try changing them."
            />
          ) : (
            <EmptyState
              icon={Briefcase}
              title="No job openings yet"
              description="Add a job opening for one of your companies to start tracking applications."
              action={
                <Link href={newJobHref} className={buttonVariants()}>
                  <Plus aria-hidden="true" />
                  Add Job Opening
                </Link>
              }
            />
          )
        }
      >
        {(jobs) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.id} className="grid">
                <JobOpeningCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
