import { LayoutGrid, Table2 } from 'lucide-react';
import { APPLICATION_STATUSES, ApplicationStatus } from '#contracts/applications.ts';
import { APPLICATION_STATUS_LABELS } from '#web/components/application-status-badge.tsx';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { SearchInput } from '#web/components/search-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ApplicationFilters } from '../api/keys.ts';

export type ApplicationView = 'cards' | 'table';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));

type ApplicationFilterBarProps = {
  filters: ApplicationFilters;
  /** Distinct sources on record; the source filter shows only when there are some. */
  sources: string[];
  view: ApplicationView;
  onViewChange: (view: ApplicationView) => void;
  onChange: (patch: Partial<ApplicationFilters>) => void;
};

export function ApplicationFilterBar({
  filters,
  sources,
  view,
  onViewChange,
  onChange,
}: ApplicationFilterBarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 pb-6">
      <div className="w-full sm:w-auto sm:flex-1">
        <SearchInput
          label="Search applications"
          placeholder="Search by candidate, email, job or company..."
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <FilterSelect
        id="application-status-filter"
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange({ status: ApplicationStatus.safeParse(value).data ?? '' })}
      />
      {sources.length > 0 && (
        <FilterSelect
          id="application-source-filter"
          label="Source"
          allLabel="All sources"
          options={sources.map((source) => ({ value: source, label: source }))}
          value={filters.source}
          onChange={(source) => onChange({ source })}
        />
      )}
      <fieldset className="flex gap-1 rounded-md border bg-card p-1">
        <legend className="sr-only">View</legend>
        <Button
          size="sm"
          variant={view === 'cards' ? 'secondary' : 'ghost'}
          aria-pressed={view === 'cards'}
          onClick={() => onViewChange('cards')}
        >
          <LayoutGrid aria-hidden="true" />
          Cards
        </Button>
        <Button
          size="sm"
          variant={view === 'table' ? 'secondary' : 'ghost'}
          aria-pressed={view === 'table'}
          onClick={() => onViewChange('table')}
        >
          <Table2 aria-hidden="true" />
          Table
        </Button>
      </fieldset>
    </div>
  );
}
