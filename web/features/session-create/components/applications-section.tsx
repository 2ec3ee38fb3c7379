import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '#web/components/section-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ApplicationChoice, ApplicationDraft, DraftFields } from '../utils/application-choice.ts';
import { ApplicationList } from './application-list.tsx';
import { ApplicationModal } from './application-modal.tsx';
import { CandidateApplications } from './candidate-applications.tsx';

type ApplicationsSectionProps = {
  /** The existing candidate chosen, whose own applications can be picked; null otherwise. */
  candidate: { id: string; name: string } | null;
  choices: ApplicationChoice[];
  onChange: (choices: ApplicationChoice[]) => void;
};

/** Job Applications (optional); the first one listed is the one the session is tied to. */
export function ApplicationsSection({ candidate, choices, onChange }: ApplicationsSectionProps) {
  const [target, setTarget] = useState<ApplicationDraft | 'new' | null>(null);
  const [nextKey, setNextKey] = useState(1);

  const save = (fields: DraftFields) => {
    if (target === 'new') {
      onChange([...choices, { ...fields, kind: 'draft', key: `draft-${nextKey}` }]);
      setNextKey(nextKey + 1);
    } else if (target !== null) {
      onChange(choices.map((choice) => (choice.key === target.key ? { ...target, ...fields } : choice)));
    }
    setTarget(null);
  };
  const chosen = new Set(
    choices.flatMap((choice) => (choice.kind === 'existing' ? [choice.application.id] : [])),
  );

  return (
    <SectionCard
      title="Job Applications"
      action={
        <Button variant="outline" size="sm" onClick={() => setTarget('new')}>
          <Plus aria-hidden="true" />
          Add Job Application
        </Button>
      }
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Optional. The session is linked to the first application listed.
        </p>
        <ApplicationList
          choices={choices}
          onEdit={setTarget}
          onRemove={(key) => onChange(choices.filter((choice) => choice.key !== key))}
        />
        {candidate && (
          <CandidateApplications
            candidateId={candidate.id}
            candidateName={candidate.name}
            chosen={chosen}
            onPick={(application) =>
              onChange([...choices, { kind: 'existing', key: application.id, application }])
            }
          />
        )}
      </div>
      <ApplicationModal target={target} onSave={save} onClose={() => setTarget(null)} />
    </SectionCard>
  );
}
