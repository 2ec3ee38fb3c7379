import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

type BoundForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'register' | 'getFieldState' | 'formState'
>;

/**
 * What a `TextField` or `SelectField` takes from its form for one field: its registration and its
 * error message. Called while rendering, so the form re-renders when the field's error changes.
 */
export function fieldBinding<Values extends FieldValues>(form: BoundForm<Values>) {
  return (name: FieldPath<Values>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
