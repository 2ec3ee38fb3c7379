import type { UseFormRegisterReturn } from 'react-hook-form';
import { AGENDA_MIN_MINUTES } from '#contracts/agendas.ts';
import { FormField } from './form-field.tsx';
import { Input } from './ui/input.tsx';

type TimeRangeFieldsProps = {
  /** Prefix of the two input ids, e.g. "agenda" → "agenda-time-min". */
  idPrefix: string;
  min: UseFormRegisterReturn;
  max: UseFormRegisterReturn;
  minError?: string;
  maxError?: string;
};

/** An agenda's minimum and maximum length in minutes; neither may be below 15 (spec 001 §5). */
export function TimeRangeFields({ idPrefix, min, max, minError, maxError }: TimeRangeFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Interview length</legend>
      <FormField id={`${idPrefix}-time-min`} label="Minimum Time (minutes) *" error={minError}>
        {(control) => (
          <Input
            {...control}
            {...min}
            type="number"
            inputMode="numeric"
            min={AGENDA_MIN_MINUTES}
            step={1}
            aria-required="true"
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-time-max`} label="Maximum Time (minutes) *" error={maxError}>
        {(control) => (
          <Input
            {...control}
            {...max}
            type="number"
            inputMode="numeric"
            min={AGENDA_MIN_MINUTES}
            step={1}
            aria-required="true"
          />
        )}
      </FormField>
    </fieldset>
  );
}
