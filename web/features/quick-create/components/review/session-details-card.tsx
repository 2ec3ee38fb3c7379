import { NAME_MAX } from '#contracts/common.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { SaveErrors, SessionDetailsValues } from '#web/features/quick-create/utils/save-payload.ts';
import { ReviewCard } from './review-card.tsx';

type SessionDetailsCardProps = {
  values: SessionDetailsValues;
  errors: SaveErrors;
  onChange: (change: Partial<SessionDetailsValues>) => void;
};

/** The session's title and its candidate (a new candidate, created with this name). */
export function SessionDetailsCard({ values, errors, onChange }: SessionDetailsCardProps) {
  return (
    <ReviewCard title="Session Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="quick-interview-title" label="Interview Title" error={errors.interviewTitle}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={NAME_MAX}
              value={values.interviewTitle}
              onChange={(event) => onChange({ interviewTitle: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="quick-candidate-name"
          label="Candidate Name *"
          hint="First and last name; a new candidate is created with it."
          error={errors.candidateName}
        >
          {(control) => (
            <Input
              {...control}
              aria-required="true"
              autoComplete="off"
              maxLength={NAME_MAX}
              value={values.candidateName}
              onChange={(event) => onChange({ candidateName: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </ReviewCard>
  );
}
