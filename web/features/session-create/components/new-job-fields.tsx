import type { CompanyOption } from '#contracts/companies.ts';
import { FormField } from '#web/components/form-field.tsx';
import { SearchSelect } from '#web/components/search-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { companyOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { companyQueryOptions } from '../api/pipeline-lookups.ts';
import { type ApplicationForm, NEW_COMPANY } from '../utils/application-form.ts';

type NewJobFieldsProps = {
  form: ApplicationForm;
  /** The companies chosen so far: the one chosen stays listed when a search misses it. */
  chosen: readonly CompanyOption[];
  onChange: (change: Partial<ApplicationForm>) => void;
  /** A company was chosen from the server's matches. */
  onChoose: (company: CompanyOption) => void;
};

/**
 * A new job opening: its title, then an existing company (searched on the server) or a new
 * company's name.
 */
export function NewJobFields({ form, chosen, onChange, onChoose }: NewJobFieldsProps) {
  const known = chosen.find((company) => company.id === form.company);
  return (
    <>
      <FormField id="application-job-title" label="Job Title *">
        {(control) => (
          <Input
            {...control}
            aria-required="true"
            placeholder="e.g. Senior Software Engineer"
            value={form.jobTitle}
            onChange={(event) => onChange({ jobTitle: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="application-company" label="Company *">
        {(control) => (
          <SearchSelect
            {...control}
            required
            value={form.company}
            onChange={(company, option) => {
              onChange({ company });
              if (option) onChoose(option);
            }}
            matches={companyOptionsQueryOptions}
            lookUp={companyQueryOptions}
            labelOf={(company) => company.name}
            known={known && { id: known.id, label: known.name }}
            leading={[{ id: NEW_COMPANY, label: 'Create New Company' }]}
            searchLabel="Search companies"
            searchPlaceholder="Type a name to find a company..."
            noneLabel="Select a company"
            failedLabel="Failed to load companies"
            unknownLabel="Unknown company"
          />
        )}
      </FormField>
      {form.company === NEW_COMPANY && (
        <FormField id="application-company-name" label="Company Name *">
          {(control) => (
            <Input
              {...control}
              aria-required="true"
              placeholder="e.g. Acme Corp"
              value={form.companyName}
              onChange={(event) => onChange({ companyName: event.target.value })}
            />
          )}
        </FormField>
      )}
    </>
  );
}
