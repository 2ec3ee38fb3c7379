import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CandidateDto, CandidateInput } from '#contracts/candidates.ts';
import { fieldBinding } from '#web/components/field-binding.ts';
import { FormActions, type RecordFormProps } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { candidateFormValues } from '../utils/candidate-form-values.ts';
import { EXPERIENCE_LEVEL_OPTIONS } from '../utils/experience-levels.ts';
import { SkillsInput } from './skills-input.tsx';

type TextName = Exclude<keyof CandidateInput, 'skills' | 'fileAttachments' | 'experienceLevel'>;
type FieldSpec = { name: TextName; label: string; type?: string; rows?: number; placeholder?: string };

const PERSONAL: FieldSpec[] = [
  { name: 'firstName', label: 'First Name *' },
  { name: 'lastName', label: 'Last Name *' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'location', label: 'Location' },
  { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'url', placeholder: 'https://linkedin.com/in/...' },
  { name: 'portfolioUrl', label: 'Portfolio URL', type: 'url', placeholder: 'https://...' },
];
const CAREER: FieldSpec[] = [
  { name: 'currentCompany', label: 'Current Company' },
  { name: 'currentTitle', label: 'Current Title' },
];
const BACKGROUND: FieldSpec[] = [
  { name: 'summary', label: 'Summary', rows: 3 },
  { name: 'education', label: 'Education', rows: 3 },
  { name: 'workExperience', label: 'Work Experience', rows: 4 },
  { name: 'resumeText', label: 'Resume Text', rows: 8, placeholder: 'Paste the resume here' },
];
const REQUIRED = new Set<TextName>(['firstName', 'lastName']);

type CandidateFormProps = RecordFormProps<z.output<typeof CandidateInput>> & {
  /** The candidate being edited; absent when creating one. */
  candidate?: CandidateDto;
};

/** Candidate fields; first and last name are required, e-mail must be valid when given. */
export function CandidateForm({ candidate, onSubmit, ...actions }: CandidateFormProps) {
  const form = useForm({
    resolver: zodResolver(CandidateInput),
    defaultValues: candidateFormValues(candidate),
  });
  const fieldProps = fieldBinding(form);
  const { errors } = form.formState;

  const textField = ({ name, ...spec }: FieldSpec) => (
    <TextField
      key={name}
      id={`candidate-${name}`}
      required={REQUIRED.has(name)}
      {...fieldProps(name)}
      {...spec}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-8">
      <FieldGroup legend="Personal Information">{PERSONAL.map(textField)}</FieldGroup>
      <FieldGroup legend="Skills & Experience">
        {CAREER.map(textField)}
        <SelectField
          id="candidate-experienceLevel"
          label="Experience Level"
          placeholder="Not specified"
          options={EXPERIENCE_LEVEL_OPTIONS}
          {...fieldProps('experienceLevel', { setValueAs: (value: string | null) => value || null })}
        />
        <div className="sm:col-span-2">
          <Controller
            name="skills"
            control={form.control}
            render={({ field: skills }) => (
              <FormField
                id="candidate-skills"
                label="Skills"
                hint="Separate skills with commas."
                error={errors.skills?.message}
              >
                {(controlProps) => (
                  <SkillsInput
                    {...controlProps}
                    value={skills.value ?? []}
                    onChange={skills.onChange}
                    onBlur={skills.onBlur}
                  />
                )}
              </FormField>
            )}
          />
        </div>
      </FieldGroup>
      <div className="grid gap-4">{BACKGROUND.map(textField)}</div>
      <FormActions {...actions} />
    </form>
  );
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="pb-4 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
