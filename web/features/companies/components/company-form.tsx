import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CompanyDto, CompanyInput } from '#contracts/companies.ts';
import { fieldBinding } from '#web/components/field-binding.ts';
import { FormActions, type RecordFormProps } from '#web/components/form-actions.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { companyFormValues } from '../utils/company-form-values.ts';

type CompanyFormProps = RecordFormProps<z.output<typeof CompanyInput>> & {
  /** The company being edited; absent when creating one. */
  company?: CompanyDto;
};

/** Company fields; only the name is required (spec 001 §5). */
export function CompanyForm({ company, onSubmit, ...actions }: CompanyFormProps) {
  const form = useForm({ resolver: zodResolver(CompanyInput), defaultValues: companyFormValues(company) });
  const fieldProps = fieldBinding(form);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="company-name" label="Company Name *" required {...fieldProps('name')} />
        <TextField
          id="company-industry"
          label="Industry"
          placeholder="e.g. Software"
          {...fieldProps('industry')}
        />
        <TextField
          id="company-website"
          label="Website"
          type="url"
          placeholder="https://example.com"
          {...fieldProps('website')}
        />
        <TextField id="company-location" label="Location" {...fieldProps('location')} />
        <TextField id="company-email" label="Contact Email" type="email" {...fieldProps('contactEmail')} />
        <TextField id="company-phone" label="Contact Phone" type="tel" {...fieldProps('contactPhone')} />
      </div>
      <TextField id="company-address" label="Address" rows={2} {...fieldProps('address')} />
      <TextField id="company-description" label="Description" rows={4} {...fieldProps('description')} />
      <FormActions {...actions} />
    </form>
  );
}
