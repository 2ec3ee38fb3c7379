import { useQuery } from '@tanstack/react-query';
import { Award, CircleCheck, ClipboardList, Eye, FileText, Plus, SearchX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { StatTiles } from '#web/components/stat-tiles.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { LIST_PAGE_SIZE } from '#web/lib/paging.ts';
import { applicationListQueryOptions } from '../api/application-list.ts';
import { applicationStatsQueryOptions } from '../api/application-stats.ts';
import type { ApplicationFilters } from '../api/keys.ts';
import { NO_APPLICATION_FILTERS } from '../api/paths.ts';
import { ApplicationCard } from './application-card.tsx';
import { ApplicationFilterBar, type ApplicationView } from './application-filter-bar.tsx';
import { ApplicationTable } from './application-table.tsx';

/** /applications: tiles, search, filters and the applications as cards or a table. */
export function ApplicationsPage() {
  const [filters, setFilters] = useState<ApplicationFilters>(NO_APPLICATION_FILTERS);
  const [offset, setOffset] = useState(0);
  const [view, setView] = useState<ApplicationView>('cards');
  const list = useQuery(applicationListQueryOptions({ ...filters, limit: LIST_PAGE_SIZE, offset }));
  const stats = useQuery(applicationStatsQueryOptions);
  const filtered = Boolean(filters.search || filters.status || filters.source);

  return (
    <>
      <PageHeader
        title="Applications Dashboard"
        description="Follow every candidate through your hiring pipeline"
        actions={<AddApplicationLink label="Add Application" />}
      />
      <StatTiles
        label="Application summary"
        tiles={[
          { label: 'Total Applications', value: stats.data?.total, icon: ClipboardList },
          { label: 'In Review', value: stats.data?.inReview, icon: Eye },
          { label: 'Offers', value: stats.data?.offers, icon: Award },
          { label: 'Hired', value: stats.data?.hired, icon: CircleCheck },
          { label: 'Rejected', value: stats.data?.rejected, icon: XCircle },
        ]}
      />
      <ApplicationFilterBar
        filters={filters}
        sources={stats.data?.sources ?? []}
        view={view}
        onViewChange={setView}
        onChange={(patch) => {
          setFilters((current) => ({ ...current, ...patch }));
          setOffset(0);
        }}
      />
      <PagedList
        query={list}
        errorMessage="Failed to load applications. Please try again."
        pagingLabel="Applications pages"
        offset={offset}
        onOffsetChange={setOffset}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title="No matching applications"
              description="No applications match your search or filters. Try changing them."
            />
          ) : (
            <EmptyState
              icon={FileText}
              title="No applications yet"
              description="Connect a candidate with a job opening to start tracking their progress."
              action={<AddApplicationLink label="Add Your First Application" />}
            />
          )
        }
      >
        {(applications) =>
          view === 'table' ? (
            <ApplicationTable applications={applications} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {applications.map((application) => (
                <li key={application.id} className="grid">
                  <ApplicationCard application={application} />
                </li>
              ))}
            </ul>
          )
        }
      </PagedList>
    </>
  );
}

function AddApplicationLink({ label }: { label: string }) {
  return (
    <Link href="/applications/new" className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {label}
    </Link>
  );
}
