import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** A field's `register(...)`, with the starting value its element shows (see `fieldBinding`). */
export type FieldRegistration = UseFormRegisterReturn & { defaultValue?: string | number };

type BoundForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'register' | 'getFieldState' | 'formState'
>;

/**
 * What a `TextField` or `SelectField` takes from its form for one field: its registration, with
 * the field's starting value as the element's default, and its error message. Called while
 * rendering, so the form re-renders when the field's error changes.
 *
 * The default is written into the element itself: a form the server renders shows its values
 * before the app's script runs (react-hook-form fills a registered field only once it runs), and
 * what was typed meanwhile differs from that default, so react-hook-form keeps it
 * (docs/decisions/024-first-screen-on-the-server.md).
 */
export function fieldBinding<Values extends FieldValues>(form: BoundForm<Values>) {
  return (name: FieldPath<Values>, options?: RegisterOptions<Values, FieldPath<Values>>) => ({
    registration: {
      ...form.register(name, options),
      defaultValue: shown(get(form.formState.defaultValues, name)),
    } satisfies FieldRegistration,
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/** A starting value as an element shows it: text and numbers; none for an empty one. */
function shown(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}
