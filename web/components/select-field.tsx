import type { FieldRegistration } from './field-binding.ts';
import type { SelectOption } from './filter-select.tsx';
import { FormField } from './form-field.tsx';
import { NativeSelect } from './ui/native-select.tsx';

type SelectFieldProps = {
  id: string;
  label: string;
  registration: FieldRegistration;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
  /** Marks the control as required for assistive technology (the label carries the "*"). */
  required?: boolean;
  /** A first, empty choice such as "Select a company" (value ''). */
  placeholder?: string;
  disabled?: boolean;
};

/** A labelled select bound to a react-hook-form field, with its error below. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, registration, options, error, hint, placeholder, disabled, required } = props;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <NativeSelect
          {...control}
          {...registration}
          disabled={disabled}
          aria-required={required || undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
