import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import type { FieldControlProps } from './form-field.tsx';
import { SearchInput } from './search-input.tsx';
import { NativeSelect } from './ui/native-select.tsx';

/** A select entry: a record's id and the text it is listed by. */
export type Choice = { id: string; label: string };

type SearchSelectProps<
  T extends { id: string },
  D extends T,
  MK extends QueryKey,
  LK extends QueryKey,
> = Partial<FieldControlProps> & {
  id: string;
  /** '' when nothing is chosen. */
  value: string;
  /** `item` is the chosen record when it was listed by the server, else undefined. */
  onChange: (id: string, item: T | undefined) => void;
  onBlur?: () => void;
  /** The server's matches for the search text ('' for the first ones), a limited number. */
  matches: (search: string) => UseQueryOptions<T[], Error, T[], MK>;
  /** One record by id, to name a chosen value that is neither among the matches nor `known`. */
  lookUp: (id: string) => UseQueryOptions<D, Error, D, LK>;
  labelOf: (item: T) => string;
  /** The chosen record's name, when the caller has it (a record being edited). */
  known?: Choice;
  /** Choices of the form's own, listed first and never looked up ("Create New Company"). */
  leading?: readonly Choice[];
  /** The search box's accessible name and placeholder, e.g. "Search companies". */
  searchLabel: string;
  searchPlaceholder: string;
  /** The first choice, value '': "Select a company" or "All companies". */
  noneLabel: string;
  /** The first choice when the matches fail to load. */
  failedLabel: string;
  /** The chosen record when it cannot be loaded (deleted, or another user's). */
  unknownLabel: string;
  required?: boolean;
  /** The search box beside the select rather than above it: a filter bar's single row. */
  inline?: boolean;
  className?: string;
};

/**
 * A search box above (or, `inline`, beside) a select of the server's matches for its text: a
 * recruiter may have thousands of records, and the server sends a limited number. The chosen
 * record stays listed when a later search no longer matches it, named from `known` or loaded
 * with `lookUp`.
 */
export function SearchSelect<T extends { id: string }, D extends T, MK extends QueryKey, LK extends QueryKey>(
  props: SearchSelectProps<T, D, MK, LK>,
) {
  const { value, onChange, onBlur, matches, lookUp, labelOf, known, leading = [], required } = props;
  const { searchLabel, searchPlaceholder, noneLabel, failedLabel, unknownLabel, inline, className } = props;
  const control = {
    id: props.id,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  };
  const listed = (id: string, choices: readonly Choice[]) => choices.some((choice) => choice.id === id);
  const [search, setSearch] = useState('');
  const options = useQuery(matches(search));
  const items = options.data ?? [];
  const choices = items.map((item) => ({ id: item.id, label: labelOf(item) }));

  const missing = value !== '' && !listed(value, leading) && !listed(value, choices);
  // Looked up once the first matches are in, and only when they do not name it.
  const enabled = missing && known?.id !== value && !options.isPending;
  const selected = useQuery({ ...lookUp(value), enabled });
  if (missing) {
    const loaded = selected.data && labelOf(selected.data);
    const label =
      known?.id === value ? known.label : (loaded ?? (selected.isError ? unknownLabel : 'Loading...'));
    choices.unshift({ id: value, label });
  }
  const itemOf = (id: string) =>
    items.find((item) => item.id === id) ?? (selected.data?.id === id ? selected.data : undefined);

  return (
    <div className={cn(inline ? 'flex gap-2' : 'grid gap-2', className)}>
      <SearchInput label={searchLabel} placeholder={searchPlaceholder} onSearch={setSearch} />
      <NativeSelect
        {...control}
        aria-required={required || undefined}
        value={value}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value, itemOf(event.target.value))}
      >
        <option value="">{options.isError ? failedLabel : noneLabel}</option>
        {[...leading, ...choices].map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
