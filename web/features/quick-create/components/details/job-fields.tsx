import { INTERVIEW_TYPES } from '#contracts/assistant.ts';
import { QUICK_CREATE_LIMITS, QuickCreateInterviewType } from '#contracts/quick-create.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { DetailsErrors, DetailsValues } from '#web/features/quick-create/utils/details-form.ts';

type JobFieldsProps = {
  values: Pick<DetailsValues, 'jobRole' | 'interviewType' | 'jobDescription'>;
  errors: DetailsErrors;
  onChange: (change: Partial<DetailsValues>) => void;
};

/** The role being hired for: job role (required), interview type and job description. */
export function JobFields({ values, errors, onChange }: JobFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="quick-job-role" label="Job Role *" error={errors.jobRole}>
        {(control) => (
          <Input
            {...control}
            aria-required="true"
            autoComplete="off"
            maxLength={QUICK_CREATE_LIMITS.jobRole}
            placeholder="e.g. Senior Backend Engineer"
            value={values.jobRole}
            onChange={(event) => onChange({ jobRole: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="quick-interview-type" label="Interview Type">
        {(control) => (
          <NativeSelect
            {...control}
            value={values.interviewType}
            onChange={(event) => {
              const parsed = QuickCreateInterviewType.safeParse(event.target.value);
              if (parsed.success) onChange({ interviewType: parsed.data });
            }}
          >
            {INTERVIEW_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          id="quick-job-description"
          label="Job Description"
          hint="Requirements found here become agenda sections and scorecard criteria."
          error={errors.jobDescription}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={QUICK_CREATE_LIMITS.jobDescription}
              placeholder="Paste the job description"
              value={values.jobDescription}
              onChange={(event) => onChange({ jobDescription: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
