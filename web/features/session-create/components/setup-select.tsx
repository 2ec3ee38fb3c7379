import { FormField } from '#web/components/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

type SetupSelectProps = {
  id: string;
  label: string;
  /** The first choice, meaning "none", e.g. "No scorecard". */
  none: string;
  value: string;
  options: readonly { id: string; title: string }[] | undefined;
  failed: boolean;
  onChange: (id: string) => void;
};

/** One of the saved interview templates, scorecards or agendas, or none. */
export function SetupSelect({ id, label, none, value, options, failed, onChange }: SetupSelectProps) {
  const hint = failed ? `Failed to load ${label.toLowerCase()}s` : options ? undefined : 'Loading...';
  return (
    <FormField id={id} label={label} hint={hint}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{none}</option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
