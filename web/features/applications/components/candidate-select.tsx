import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldControlProps } from '#web/components/form-field.tsx';
import { SearchInput } from '#web/components/search-input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { candidateOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { selectedCandidateQueryOptions } from '../api/selected-candidate.ts';

type CandidateSelectProps = FieldControlProps & {
  value: string;
  onChange: (candidateId: string) => void;
  onBlur: () => void;
  /** The name of the candidate chosen already (an application being edited). */
  known?: { id: string; name: string };
};

/**
 * Picks a candidate from the server's matches for the search text (the server sends a limited
 * number). A chosen candidate missing from the matches stays listed, named from `known` or loaded.
 */
export function CandidateSelect({ value, onChange, onBlur, known, ...control }: CandidateSelectProps) {
  const [search, setSearch] = useState('');
  const options = useQuery(candidateOptionsQueryOptions(search));
  const choices = (options.data ?? []).map(({ id, firstName, lastName }) => ({
    id,
    name: `${firstName} ${lastName}`,
  }));
  const missing = value !== '' && !choices.some((choice) => choice.id === value);
  const lookUp = missing && known?.id !== value;
  const selected = useQuery({ ...selectedCandidateQueryOptions(value), enabled: lookUp });
  if (missing) {
    const loaded = selected.data && `${selected.data.firstName} ${selected.data.lastName}`;
    const name =
      known?.id === value ? known.name : (loaded ?? (selected.isError ? 'Unknown candidate' : 'Loading...'));
    choices.unshift({ id: value, name });
  }

  return (
    <div className="grid gap-2">
      <SearchInput
        label="Search candidates"
        placeholder="Type a name to find a candidate..."
        onSearch={setSearch}
      />
      <NativeSelect
        {...control}
        aria-required="true"
        value={value}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{options.isError ? 'Failed to load candidates' : 'Select a candidate'}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
