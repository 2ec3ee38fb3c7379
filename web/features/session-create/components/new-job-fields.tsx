import type { CompanyOption } from '#contracts/companies.ts';
import { FormField } from '../../../components/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { type ApplicationForm, NEW_COMPANY } from '../utils/application-form.ts';

type NewJobFieldsProps = {
  form: ApplicationForm;
  companies: readonly CompanyOption[];
  companiesFailed: boolean;
  onChange: (change: Partial<ApplicationForm>) => void;
};

/** A new job opening: its title, then an existing company or a new company's name. */
export function NewJobFields({ form, companies, companiesFailed, onChange }: NewJobFieldsProps) {
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
          <NativeSelect
            {...control}
            aria-required="true"
            value={form.company}
            onChange={(event) => onChange({ company: event.target.value })}
          >
            <option value="">{companiesFailed ? 'Failed to load companies' : 'Select a company'}</option>
            <option value={NEW_COMPANY}>Create New Company</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </NativeSelect>
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
