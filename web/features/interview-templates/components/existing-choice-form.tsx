import { type FormEvent, useState } from 'react';
import type { SelectOption } from '#web/components/filter-select.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { WizardFooter } from './wizard-footer.tsx';

type ExistingChoiceFormProps = {
  id: string;
  /** e.g. "Scorecard *". */
  label: string;
  placeholder: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown when the user goes on without choosing. */
  requiredMessage: string;
  /** Shown instead of the select when there is nothing to choose. */
  emptyMessage: string;
  submitLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  onBack: () => void;
  onSubmit: (value: string) => void;
};

/** Picks one existing scorecard or agenda for the template. */
export function ExistingChoiceForm(props: ExistingChoiceFormProps) {
  const { id, label, placeholder, options, value, onChange, requiredMessage } = props;
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) props.onSubmit(value);
    else setError(requiredMessage);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.emptyMessage}</p>
      ) : (
        <FormField id={id} label={label} error={error}>
          {(control) => (
            <NativeSelect
              {...control}
              aria-required="true"
              value={value}
              onChange={(event) => {
                onChange(event.target.value);
                setError(undefined);
              }}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <WizardFooter
        backLabel="Back"
        onBack={props.onBack}
        submitLabel={props.submitLabel}
        pending={props.pending}
        pendingLabel={props.pendingLabel}
      />
    </form>
  );
}
