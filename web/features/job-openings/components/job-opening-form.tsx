import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { type JobOpeningDto, JobOpeningInput } from '#contracts/job-openings.ts';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { companyOptionsQueryOptions } from '../../../lib/selector-queries.ts';
import { selectedCompanyQueryOptions } from '../api/selected-company.ts';
import { jobOpeningFormValues } from '../utils/job-opening-form-values.ts';
import { EMPLOYMENT_TYPE_OPTIONS, JOB_STATUS_OPTIONS } from '../utils/job-options.ts';
import { CompanySelect } from './company-select.tsx';

type JobOpeningFormProps = {
  /** The job opening being edited; absent when creating one. */
  job?: JobOpeningDto;
  /** Preselects a company for a new job opening (`/jobs/new?companyId=`). */
  companyId?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: z.output<typeof JobOpeningInput>) => void;
  onCancel: () => void;
};

/**
 * Loads the first company choices (none: a company must be added first) and, for a company from
 * the address that is not among them, that company: it is preselected only if it is the user's.
 */
export function JobOpeningForm(props: JobOpeningFormProps) {
  const { job, companyId = '' } = props;
  const companies = useQuery(companyOptionsQueryOptions(''));
  const listed = companies.data?.some(({ id }) => id === companyId) ?? false;
  const lookUp = companyId !== '' && !job && companies.isSuccess && !listed;
  const preset = useQuery({ ...selectedCompanyQueryOptions(companyId), enabled: lookUp });
  if (companies.isPending || (lookUp && preset.isPending)) {
    return <CardGridSkeleton count={3} layout="stack" label="Loading companies..." />;
  }
  if (companies.isError) {
    return (
      <LoadError
        message="Failed to load companies. Please try again."
        onRetry={() => void companies.refetch()}
        retrying={companies.isFetching}
      />
    );
  }
  if (companies.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        A job opening belongs to a company.{' '}
        <Link href="/companies/new" className="text-primary hover:underline">
          Add a company
        </Link>{' '}
        first.
      </p>
    );
  }
  return <JobOpeningFields {...props} companyId={listed || preset.isSuccess ? companyId : ''} />;
}

function JobOpeningFields(props: JobOpeningFormProps) {
  const { job, companyId, submitLabel, pendingLabel, pending, onSubmit, onCancel } = props;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(JobOpeningInput),
    defaultValues: jobOpeningFormValues(job, companyId),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          name="companyId"
          control={control}
          render={({ field }) => (
            <FormField id="job-company" label="Company *" error={errors.companyId?.message}>
              {(controlProps) => (
                <CompanySelect
                  {...controlProps}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                  noneLabel="Select a company"
                  known={job && { id: job.companyId, label: job.companyName }}
                />
              )}
            </FormField>
          )}
        />
        <TextField
          id="job-title"
          label="Job Title *"
          required
          placeholder="e.g. Senior Frontend Engineer"
          registration={register('title')}
          error={errors.title?.message}
        />
        <SelectField
          id="job-type"
          label="Employment Type"
          options={EMPLOYMENT_TYPE_OPTIONS}
          registration={register('employmentType')}
          error={errors.employmentType?.message}
        />
        <SelectField
          id="job-status"
          label="Status"
          options={JOB_STATUS_OPTIONS}
          registration={register('status')}
          error={errors.status?.message}
        />
        <TextField
          id="job-location"
          label="Location"
          placeholder="e.g. Remote, Berlin"
          registration={register('location')}
          error={errors.location?.message}
        />
        <TextField
          id="job-salary"
          label="Salary Range"
          placeholder="e.g. $120k – $150k"
          registration={register('salaryRange')}
          error={errors.salaryRange?.message}
        />
        <TextField
          id="job-due-date"
          label="Application Deadline"
          type="date"
          registration={register('dueDate')}
          error={errors.dueDate?.message}
        />
      </div>
      <TextField
        id="job-description"
        label="Description"
        rows={5}
        registration={register('description')}
        error={errors.description?.message}
      />
      <TextField
        id="job-requirements"
        label="Requirements"
        rows={4}
        registration={register('requirements')}
        error={errors.requirements?.message}
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
