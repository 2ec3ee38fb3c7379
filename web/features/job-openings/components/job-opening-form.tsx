import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { type JobOpeningDto, JobOpeningInput } from '#contracts/job-openings.ts';
import { CardGridSkeleton } from '#web/components/card-grid-skeleton.tsx';
import { fieldBinding } from '#web/components/field-binding.ts';
import { FormActions, type RecordFormProps } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { companyOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { selectedCompanyQueryOptions } from '../api/selected-company.ts';
import { jobOpeningFormValues } from '../utils/job-opening-form-values.ts';
import { EMPLOYMENT_TYPE_OPTIONS, JOB_STATUS_OPTIONS } from '../utils/job-options.ts';
import { CompanySelect } from './company-select.tsx';

type JobOpeningFormProps = RecordFormProps<z.output<typeof JobOpeningInput>> & {
  /** The job opening being edited; absent when creating one. */
  job?: JobOpeningDto;
  /** Preselects a company for a new job opening (`/jobs/new?companyId=`). */
  companyId?: string;
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
  const { job, companyId, onSubmit, ...actions } = props;
  const form = useForm({
    resolver: zodResolver(JobOpeningInput),
    defaultValues: jobOpeningFormValues(job, companyId),
  });
  const fieldProps = fieldBinding(form);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          name="companyId"
          control={form.control}
          render={({ field }) => (
            <FormField id="job-company" label="Company *" error={form.formState.errors.companyId?.message}>
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
          {...fieldProps('title')}
        />
        <SelectField
          id="job-type"
          label="Employment Type"
          options={EMPLOYMENT_TYPE_OPTIONS}
          {...fieldProps('employmentType')}
        />
        <SelectField id="job-status" label="Status" options={JOB_STATUS_OPTIONS} {...fieldProps('status')} />
        <TextField
          id="job-location"
          label="Location"
          placeholder="e.g. Remote, Berlin"
          {...fieldProps('location')}
        />
        <TextField
          id="job-salary"
          label="Salary Range"
          placeholder="e.g. $120k – $150k"
          {...fieldProps('salaryRange')}
        />
        <TextField id="job-due-date" label="Application Deadline" type="date" {...fieldProps('dueDate')} />
      </div>
      <TextField id="job-description" label="Description" rows={5} {...fieldProps('description')} />
      <TextField id="job-requirements" label="Requirements" rows={4} {...fieldProps('requirements')} />
      <FormActions {...actions} />
    </form>
  );
}
