import { useQuery } from '@tanstack/react-query';
import type { FieldControlProps } from '../../../components/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { jobOpeningOptionsQueryOptions } from '../api/job-opening-options.ts';

type JobOpeningSelectProps = FieldControlProps & {
  value: string;
  onChange: (jobOpeningId: string) => void;
  onBlur: () => void;
  /** The label of the job opening chosen already (an application being edited). */
  known?: { id: string; label: string };
};

/** Picks a job opening, each shown as "title — company". */
export function JobOpeningSelect({ value, onChange, onBlur, known, ...control }: JobOpeningSelectProps) {
  const options = useQuery(jobOpeningOptionsQueryOptions);
  const choices = (options.data ?? []).map(({ id, title, companyName }) => ({
    id,
    label: `${title} — ${companyName}`,
  }));
  if (value !== '' && !choices.some((choice) => choice.id === value)) {
    const label =
      known?.id === value ? known.label : options.isPending ? 'Loading...' : 'Unknown job opening';
    choices.unshift({ id: value, label });
  }

  return (
    <NativeSelect
      {...control}
      aria-required="true"
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{options.isError ? 'Failed to load job openings' : 'Select a job opening'}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}
