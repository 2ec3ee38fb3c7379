import type { FieldControlProps } from '#web/components/form-field.tsx';
import { type Choice, SearchSelect } from '#web/components/search-select.tsx';
import { companyOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { selectedCompanyQueryOptions } from '../api/selected-company.ts';

type CompanySelectProps = Partial<FieldControlProps> & {
  id: string;
  value: string;
  onChange: (companyId: string) => void;
  onBlur?: () => void;
  /** The name of the company chosen already (a job opening being edited). */
  known?: Choice;
  /** The first choice, value '': "Select a company" in the form, "All companies" as a filter. */
  noneLabel: string;
  /** A narrow filter wants a shorter hint than the form. */
  searchPlaceholder?: string;
  /** The search box beside the select (a filter bar) rather than above it (a form). */
  inline?: boolean;
  required?: boolean;
  className?: string;
};

/** Picks a company from the server's matches for a search; the chosen one stays listed. */
export function CompanySelect({ onChange, searchPlaceholder, ...props }: CompanySelectProps) {
  return (
    <SearchSelect
      {...props}
      onChange={(id) => onChange(id)}
      matches={companyOptionsQueryOptions}
      lookUp={selectedCompanyQueryOptions}
      labelOf={({ name }) => name}
      searchLabel="Search companies"
      searchPlaceholder={searchPlaceholder ?? 'Type a name to find a company...'}
      failedLabel="Failed to load companies"
      unknownLabel="Unknown company"
    />
  );
}
