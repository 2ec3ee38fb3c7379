import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CompanyDto, CompanyInput } from '#contracts/companies.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { companyFormValues } from '../utils/company-form-values.ts';

type CompanyFormProps = {
  /** The company being edited; absent when creating one. */
  company?: CompanyDto;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: z.output<typeof CompanyInput>) => void;
  onCancel: () => void;
};

/** Company fields; only the name is required (spec 001 §5). */
export function CompanyForm({
  company,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: CompanyFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CompanyInput), defaultValues: companyFormValues(company) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="company-name"
          label="Company Name *"
          required
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id="company-industry"
          label="Industry"
          placeholder="e.g. Software"
          registration={register('industry')}
          error={errors.industry?.message}
        />
        <TextField
          id="company-website"
          label="Website"
          type="url"
          placeholder="https://example.com"
          registration={register('website')}
          error={errors.website?.message}
        />
        <TextField
          id="company-location"
          label="Location"
          registration={register('location')}
          error={errors.location?.message}
        />
        <TextField
          id="company-email"
          label="Contact Email"
          type="email"
          registration={register('contactEmail')}
          error={errors.contactEmail?.message}
        />
        <TextField
          id="company-phone"
          label="Contact Phone"
          type="tel"
          registration={register('contactPhone')}
          error={errors.contactPhone?.message}
        />
      </div>
      <TextField
        id="company-address"
        label="Address"
        rows={2}
        registration={register('address')}
        error={errors.address?.message}
      />
      <TextField
        id="company-description"
        label="Description"
        rows={4}
        registration={register('description')}
        error={errors.description?.message}
      />
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
