import { useQuery } from '@tanstack/react-query';
import { Award, FileText, Globe, Plus, SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ExperienceLevel } from '#contracts/candidates.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { SearchInput } from '#web/components/search-input.tsx';
import { StatTiles } from '#web/components/stat-tiles.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { LIST_PAGE_SIZE } from '#web/lib/paging.ts';
import { candidateListQueryOptions } from '../api/candidate-list.ts';
import { candidateStatsQueryOptions } from '../api/candidate-stats.ts';
import type { CandidateFilters } from '../api/keys.ts';
import { NO_CANDIDATE_FILTERS } from '../api/paths.ts';
import { EXPERIENCE_LEVEL_OPTIONS } from '../utils/experience-levels.ts';
import { CandidateCard } from './candidate-card.tsx';

/** /candidates: tiles, search, experience filter and a paged grid of candidate cards. */
export function CandidatesPage() {
  const [filters, setFilters] = useState<CandidateFilters>(NO_CANDIDATE_FILTERS);
  const [offset, setOffset] = useState(0);
  const list = useQuery(candidateListQueryOptions({ ...filters, limit: LIST_PAGE_SIZE, offset }));
  const stats = useQuery(candidateStatsQueryOptions);
  const filtered = Boolean(filters.search || filters.experienceLevel);
  const changeFilters = (patch: Partial<CandidateFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setOffset(0);
  };

  return (
    <>
      <PageHeader
        title="Candidates"
        description="Manage candidate profiles and follow their applications"
        actions={<AddCandidateLink label="Add Candidate" />}
      />
      <StatTiles
        label="Candidate summary"
        tiles={[
          { label: 'Total Candidates', value: stats.data?.total, icon: Users },
          { label: 'Senior Level', value: stats.data?.seniorLevel, icon: Award },
          { label: 'With Resume', value: stats.data?.withResume, icon: FileText },
          { label: 'With Portfolio', value: stats.data?.withPortfolio, icon: Globe },
        ]}
      />
      <div className="flex flex-wrap items-end gap-3 pb-6">
        <div className="w-full sm:w-auto sm:flex-1">
          <SearchInput
            label="Search candidates"
            placeholder="Search by name, email, company or title..."
            onSearch={(search) => changeFilters({ search })}
          />
        </div>
        <FilterSelect
          id="candidate-experience-filter"
          label="Experience"
          allLabel="All levels"
          options={EXPERIENCE_LEVEL_OPTIONS}
          value={filters.experienceLevel}
          onChange={(value) =>
            changeFilters({ experienceLevel: ExperienceLevel.safeParse(value).data ?? '' })
          }
        />
      </div>
      <PagedList
        query={list}
        errorMessage="Failed to load candidates. Please try again."
        pagingLabel="Candidates pages"
        offset={offset}
        onOffsetChange={setOffset}
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title="No candidates found"
              description="No candidates match your search or filters. Try changing them."
            />
          ) : (
            <EmptyState
              icon={Users}
              title="No candidates yet"
              description="Add candidate profiles to track their skills and applications."
              action={<AddCandidateLink label="Add Your First Candidate" />}
            />
          )
        }
      >
        {(candidates) => (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {candidates.map((candidate) => (
              <li key={candidate.id} className="grid">
                <CandidateCard candidate={candidate} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function AddCandidateLink({ label }: { label: string }) {
  return (
    <Link href="/candidates/new" className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {label}
    </Link>
  );
}
