import type { FieldControlProps } from '#web/components/form-field.tsx';
import { type Choice, SearchSelect } from '#web/components/search-select.tsx';
import { jobOpeningOptionsQueryOptions } from '#web/lib/selector-queries.ts';
import { selectedJobOpeningQueryOptions } from '../api/selected-job-opening.ts';

type JobOpeningSelectProps = FieldControlProps & {
  value: string;
  onChange: (jobOpeningId: string) => void;
  onBlur: () => void;
  /** The label of the job opening chosen already (an application being edited). */
  known?: Choice;
};

/** Picks a job opening, each shown as "title — company", from the server's matches for a search. */
export function JobOpeningSelect({ onChange, ...props }: JobOpeningSelectProps) {
  return (
    <SearchSelect
      {...props}
      onChange={(id) => onChange(id)}
      required
      matches={jobOpeningOptionsQueryOptions}
      lookUp={selectedJobOpeningQueryOptions}
      labelOf={({ title, companyName }) => `${title} — ${companyName}`}
      searchLabel="Search job openings"
      searchPlaceholder="Type a title or company to find a job opening..."
      noneLabel="Select a job opening"
      failedLabel="Failed to load job openings"
      unknownLabel="Unknown job opening"
    />
  );
}
