import { FilterField } from '#web/components/filter-field.tsx';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { SearchSelect } from '#web/components/search-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { candidateOptionsQueryOptions, jobOpeningOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { chosenCandidateQueryOptions, chosenJobOpeningQueryOptions } from '../api/chosen-records.ts';
import type { SearchFilters } from '../utils/search-params.ts';

type Props = { filters: SearchFilters; onChange: (filters: SearchFilters) => void };

const SPEAKERS = [
  { value: 'candidate', label: 'Candidate' },
  { value: 'interviewer', label: 'Interviewer' },
] as const;

/** Narrow the search: one candidate, one job, who spoke, interviews between two days. */
export function SearchFiltersBar({ filters, onChange }: Props) {
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 md:grid-cols-2 xl:grid-cols-4">
      <legend className="px-1 text-sm font-medium">Filters</legend>
      <FilterField id="search-candidate" label="Candidate">
        <SearchSelect
          id="search-candidate"
          value={filters.candidateId}
          onChange={(candidateId) => set({ candidateId })}
          matches={candidateOptionsQueryOptions}
          lookUp={chosenCandidateQueryOptions}
          labelOf={({ firstName, lastName }) => `${firstName} ${lastName}`.trim()}
          searchLabel="Search candidates"
          searchPlaceholder="Type a name..."
          noneLabel="All candidates"
          failedLabel="Failed to load candidates"
          unknownLabel="Unknown candidate"
        />
      </FilterField>
      <FilterField id="search-job" label="Job">
        <SearchSelect
          id="search-job"
          value={filters.jobOpeningId}
          onChange={(jobOpeningId) => set({ jobOpeningId })}
          matches={jobOpeningOptionsQueryOptions}
          lookUp={chosenJobOpeningQueryOptions}
          labelOf={({ title, companyName }) => `${title} — ${companyName}`}
          searchLabel="Search job openings"
          searchPlaceholder="Type a title or company..."
          noneLabel="All jobs"
          failedLabel="Failed to load job openings"
          unknownLabel="Unknown job opening"
        />
      </FilterField>
      <FilterSelect
        id="search-speaker"
        label="Speaker"
        value={filters.speaker}
        onChange={(speaker) => set({ speaker: speaker as SearchFilters['speaker'] })}
        allLabel="Anyone, and notes"
        options={SPEAKERS}
      />
      <div className="grid grid-cols-2 gap-2">
        <FilterField id="search-from" label="From">
          <Input
            id="search-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </FilterField>
        <FilterField id="search-to" label="To">
          <Input
            id="search-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </FilterField>
      </div>
    </fieldset>
  );
}
