import { useRef } from 'react';
import { FilterField } from './filter-field.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { useValueBeforeHydration } from './use-value-before-hydration.ts';

export type SelectOption = { value: string; label: string };

type FilterSelectProps = {
  id: string;
  label: string;
  /** '' means no filter. */
  value: string;
  onChange: (value: string) => void;
  /** The label of the no-filter choice, e.g. "All statuses". */
  allLabel: string;
  options: readonly SelectOption[];
};

/** A labelled list filter whose first choice clears the filter. */
export function FilterSelect({ id, label, value, onChange, allLabel, options }: FilterSelectProps) {
  const field = useRef<HTMLSelectElement>(null);
  useValueBeforeHydration(field, value, onChange);
  return (
    <FilterField id={id} label={label}>
      <NativeSelect
        ref={field}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="sm:w-44"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}
