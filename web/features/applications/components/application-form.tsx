import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationDto, ApplicationInput } from '#contracts/applications.ts';
import { APPLICATION_STATUS_LABELS } from '#web/components/application-status-badge.tsx';
import { fieldBinding } from '#web/components/field-binding.ts';
import { FormActions, type RecordFormProps } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { type ApplicationPrefill, applicationFormValues } from '../utils/application-form-values.ts';
import { candidateName } from '../utils/application-label.ts';
import { CandidateSelect } from './candidate-select.tsx';
import { JobOpeningSelect } from './job-opening-select.tsx';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));

type ApplicationFormProps = RecordFormProps<z.output<typeof ApplicationInput>> & {
  /** The application being edited; absent when creating one. */
  application?: ApplicationDto;
  /** Candidate and job opening from the address of /applications/new. */
  prefill?: ApplicationPrefill;
};

/** Candidate and job opening are required; status defaults to applied and the date to today. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { application, prefill, onSubmit, ...actions } = props;
  const form = useForm({
    resolver: zodResolver(ApplicationInput),
    defaultValues: applicationFormValues(application, prefill),
  });
  const fieldProps = fieldBinding(form);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4">
        <Controller
          name="candidateId"
          control={form.control}
          render={({ field }) => (
            <FormField id="application-candidate" label="Candidate *" error={errors.candidateId?.message}>
              {(controlProps) => (
                <CandidateSelect
                  {...controlProps}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  known={application && { id: application.candidateId, name: candidateName(application) }}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          name="jobOpeningId"
          control={form.control}
          render={({ field }) => (
            <FormField id="application-job" label="Job Opening *" error={errors.jobOpeningId?.message}>
              {(controlProps) => (
                <JobOpeningSelect
                  {...controlProps}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  known={
                    application && {
                      id: application.jobOpeningId,
                      label: `${application.jobTitle} — ${application.companyName}`,
                    }
                  }
                />
              )}
            </FormField>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="application-status"
          label="Status"
          options={STATUS_OPTIONS}
          {...fieldProps('status')}
        />
        <TextField
          id="application-date"
          label="Application Date"
          type="date"
          {...fieldProps('applicationDate')}
        />
        <TextField
          id="application-source"
          label="Source"
          placeholder="e.g. LinkedIn, Referral, Job board"
          {...fieldProps('source')}
        />
      </div>
      <TextField id="application-notes" label="Notes" rows={4} {...fieldProps('notes')} />
      <FormActions {...actions} />
    </form>
  );
}
