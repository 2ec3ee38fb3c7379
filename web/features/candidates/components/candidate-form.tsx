import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CandidateDto, CandidateInput } from '#contracts/candidates.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
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

type CandidateFormProps = {
  /** The candidate being edited; absent when creating one. */
  candidate?: CandidateDto;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: z.output<typeof CandidateInput>) => void;
  onCancel: () => void;
};

/** Candidate fields; first and last name are required, e-mail must be valid when given. */
export function CandidateForm({
  candidate,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: CandidateFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CandidateInput), defaultValues: candidateFormValues(candidate) });

  const field = ({ name, ...spec }: FieldSpec) => (
    <TextField
      key={name}
      id={`candidate-${name}`}
      required={REQUIRED.has(name)}
      registration={register(name)}
      error={errors[name]?.message}
      {...spec}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-8">
      <FieldGroup legend="Personal Information">{PERSONAL.map(field)}</FieldGroup>
      <FieldGroup legend="Skills & Experience">
        {CAREER.map(field)}
        <SelectField
          id="candidate-experienceLevel"
          label="Experience Level"
          placeholder="Not specified"
          options={EXPERIENCE_LEVEL_OPTIONS}
          registration={register('experienceLevel', { setValueAs: (value: string | null) => value || null })}
          error={errors.experienceLevel?.message}
        />
        <div className="sm:col-span-2">
          <Controller
            name="skills"
            control={control}
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
      <div className="grid gap-4">{BACKGROUND.map(field)}</div>
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        onCancel={onCancel}
      />
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
