import { EmploymentType, JobStatus } from '#contracts/job-openings.ts';
import { FilterField } from '#web/components/filter-field.tsx';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { SearchInput } from '#web/components/search-input.tsx';
import type { JobOpeningFilters } from '../api/keys.ts';
import { EMPLOYMENT_TYPE_OPTIONS, JOB_STATUS_OPTIONS } from '../utils/job-options.ts';
import { CompanySelect } from './company-select.tsx';

/** The filters kept on the page; the company filter lives in the address (`?companyId=`). */
export type ListFilters = Omit<JobOpeningFilters, 'companyId'>;

type JobFilterBarProps = {
  filters: JobOpeningFilters;
  onChange: (patch: Partial<ListFilters>) => void;
  onCompanyChange: (companyId: string) => void;
};

export function JobFilterBar({ filters, onChange, onCompanyChange }: JobFilterBarProps) {
  return (
    // The search has a row of its own: the company filter's search box takes the room beside it.
    <div className="flex flex-wrap items-end gap-3 pb-6">
      <div className="w-full">
        <SearchInput
          label="Search job openings"
          placeholder="Search title, company, location or description..."
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <FilterSelect
        id="job-status-filter"
        label="Status"
        allLabel="All statuses"
        options={JOB_STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange({ status: JobStatus.safeParse(value).data ?? '' })}
      />
      <FilterSelect
        id="job-type-filter"
        label="Type"
        allLabel="All types"
        options={EMPLOYMENT_TYPE_OPTIONS}
        value={filters.employmentType}
        onChange={(value) => onChange({ employmentType: EmploymentType.safeParse(value).data ?? '' })}
      />
      <FilterField id="job-company-filter" label="Company">
        {/* A company from the address (`?companyId=`) stays listed when the search misses it. */}
        <CompanySelect
          id="job-company-filter"
          noneLabel="All companies"
          searchPlaceholder="Find a company..."
          value={filters.companyId}
          onChange={onCompanyChange}
          inline
          className="sm:w-96"
        />
      </FilterField>
    </div>
  );
}
