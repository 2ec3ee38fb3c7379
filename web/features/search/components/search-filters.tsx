import { FilterSelect } from '#web/components/filter-select.tsx';
import { SearchSelect } from '#web/components/search-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
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
      <div className="grid gap-1.5">
        <Label htmlFor="search-candidate" className="text-xs text-muted-foreground">
          Candidate
        </Label>
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
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="search-job" className="text-xs text-muted-foreground">
          Job
        </Label>
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
      </div>
      <FilterSelect
        id="search-speaker"
        label="Speaker"
        value={filters.speaker}
        onChange={(speaker) => set({ speaker: speaker as SearchFilters['speaker'] })}
        allLabel="Anyone, and notes"
        options={SPEAKERS}
      />
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="search-from" className="text-xs text-muted-foreground">
            From
          </Label>
          <Input
            id="search-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="search-to" className="text-xs text-muted-foreground">
            To
          </Label>
          <Input
            id="search-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
