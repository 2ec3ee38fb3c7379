import { useQuery } from '@tanstack/react-query';
import { EmploymentType, JobStatus } from '#contracts/job-openings.ts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { companyOptionsQueryOptions } from '../api/company-options.ts';
import type { JobOpeningFilters } from '../api/keys.ts';
import { EMPLOYMENT_TYPE_OPTIONS, JOB_STATUS_OPTIONS } from '../utils/job-options.ts';

/** The filters kept on the page; the company filter lives in the address (`?companyId=`). */
export type ListFilters = Omit<JobOpeningFilters, 'companyId'>;

type JobFilterBarProps = {
  filters: JobOpeningFilters;
  onChange: (patch: Partial<ListFilters>) => void;
  onCompanyChange: (companyId: string) => void;
};

export function JobFilterBar({ filters, onChange, onCompanyChange }: JobFilterBarProps) {
  const companies = useQuery(companyOptionsQueryOptions);
  const companyOptions = (companies.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  // Until the names load, keep a company chosen through the address selectable.
  if (filters.companyId && !companyOptions.some((option) => option.value === filters.companyId)) {
    companyOptions.push({
      value: filters.companyId,
      label: companies.isPending ? 'Loading...' : 'Unknown company',
    });
  }

  return (
    <div className="flex flex-wrap items-end gap-3 pb-6">
      <div className="w-full sm:w-auto sm:flex-1">
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
      <FilterSelect
        id="job-company-filter"
        label="Company"
        allLabel="All companies"
        options={companyOptions}
        value={filters.companyId}
        onChange={onCompanyChange}
      />
    </div>
  );
}
