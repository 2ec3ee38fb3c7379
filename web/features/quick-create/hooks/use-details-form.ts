import { useState } from 'react';
import { DURATION_ORDER_MESSAGE, type QuickCreateFields } from '#contracts/quick-create.ts';
import {
  DETAILS_FIELDS,
  type DetailsErrors,
  type DetailsValues,
  EMPTY_DETAILS,
  validateDetails,
} from '../utils/details-form.ts';

/**
 * Step 1's values; they outlive step 2, so "Edit Inputs" finds everything as it was, files
 * included. Errors are worked out on every change and shown once Generate was tried, except the
 * duration order, which is shown as soon as the sliders cross.
 */
export function useDetailsForm() {
  const [values, setValues] = useState<DetailsValues>(EMPTY_DETAILS);
  const [submitted, setSubmitted] = useState(false);
  const result = validateDetails(values);
  const all: DetailsErrors = result.ok ? {} : result.errors;
  const errors: DetailsErrors = submitted
    ? all
    : { maxDuration: all.maxDuration === DURATION_ORDER_MESSAGE ? all.maxDuration : undefined };

  const update = (change: Partial<DetailsValues>) => setValues((current) => ({ ...current, ...change }));

  /** The inputs to send, or the first field to fix (its error is shown now). */
  const submit = (): { input: QuickCreateFields } | { invalid: keyof DetailsErrors } => {
    setSubmitted(true);
    if (result.ok) return { input: result.input };
    return { invalid: DETAILS_FIELDS.find((field) => all[field]) ?? 'form' };
  };

  return { values, errors, update, submit };
}
