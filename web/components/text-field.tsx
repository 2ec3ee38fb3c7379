import type { HTMLInputTypeAttribute } from 'react';
import type { FieldRegistration } from './field-binding.ts';
import { FormField } from './form-field.tsx';
import { Input } from './ui/input.tsx';
import { Textarea } from './ui/textarea.tsx';

type TextFieldProps = {
  id: string;
  label: string;
  /** `register('field')` of the react-hook-form form. */
  registration: FieldRegistration;
  error?: string;
  hint?: string;
  /** Marks the control as required for assistive technology (the label carries the "*"). */
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  /** Render a textarea with this many rows instead of a one-line input. */
  rows?: number;
};

/** A labelled text input (or textarea) bound to a react-hook-form field, with its error below. */
export function TextField(props: TextFieldProps) {
  const { id, label, registration, error, hint, rows, required, ...inputProps } = props;
  const ariaRequired = required || undefined;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) =>
        rows ? (
          <Textarea
            {...control}
            {...registration}
            aria-required={ariaRequired}
            rows={rows}
            placeholder={inputProps.placeholder}
          />
        ) : (
          <Input {...control} {...registration} {...inputProps} aria-required={ariaRequired} />
        )
      }
    </FormField>
  );
}
