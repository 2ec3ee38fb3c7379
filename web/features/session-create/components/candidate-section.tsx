import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '#web/components/form-field.tsx';
import { SearchInput } from '#web/components/search-input.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { candidateOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { type CandidateField, NEW_CANDIDATE } from '../utils/session-form.ts';

type CandidateSectionProps = {
  value: CandidateField;
  onChange: (value: CandidateField) => void;
  error: string | undefined;
};

/**
 * Candidate Information: an existing candidate, found by a server-side search, or a new one by
 * full name. The chosen candidate stays listed when a later search no longer matches them.
 */
export function CandidateSection({ value, onChange, error }: CandidateSectionProps) {
  const [search, setSearch] = useState('');
  const options = useQuery(candidateOptionsQueryOptions(search));
  const choices = (options.data ?? []).map(({ id, firstName, lastName }) => ({
    id,
    name: `${firstName} ${lastName}`,
  }));
  const existing = value.choice !== '' && value.choice !== NEW_CANDIDATE;
  if (existing && !choices.some((choice) => choice.id === value.choice)) {
    choices.unshift({ id: value.choice, name: value.name });
  }
  const creating = value.choice === NEW_CANDIDATE;

  const choose = (choice: string) => {
    const name = choices.find((option) => option.id === choice)?.name ?? '';
    onChange({ ...value, choice, name });
  };

  return (
    <SectionCard title="Candidate Information">
      <div className="grid gap-4">
        <FormField id="session-candidate" label="Candidate *" error={creating ? undefined : error}>
          {(control) => (
            <div className="grid gap-2">
              <SearchInput
                label="Search candidates"
                placeholder="Type a name to find a candidate..."
                onSearch={setSearch}
              />
              <NativeSelect
                {...control}
                aria-required="true"
                value={value.choice}
                onChange={(event) => choose(event.target.value)}
              >
                <option value="">
                  {options.isError ? 'Failed to load candidates' : 'Select a candidate'}
                </option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
                <option value={NEW_CANDIDATE}>Create New Candidate</option>
              </NativeSelect>
            </div>
          )}
        </FormField>
        {creating && (
          <FormField
            id="session-new-candidate"
            label="Candidate Full Name *"
            hint="First name, a space, then the last name."
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                aria-required="true"
                autoComplete="off"
                placeholder="e.g. Ada Lovelace"
                value={value.fullName}
                onChange={(event) => onChange({ ...value, fullName: event.target.value })}
              />
            )}
          </FormField>
        )}
      </div>
    </SectionCard>
  );
}
