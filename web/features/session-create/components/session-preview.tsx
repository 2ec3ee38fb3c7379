import { APPLICATION_STATUS_LABELS } from '#web/components/application-status-badge.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { type ApplicationChoice, choiceLabel, choiceStatus } from '../utils/application-choice.ts';

type SessionPreviewProps = {
  candidateName: string;
  /** The candidate does not exist yet and is created with the session. */
  newCandidate: boolean;
  applications: readonly ApplicationChoice[];
};

/** What will be created: shown once applications are chosen. */
export function SessionPreview({ candidateName, newCandidate, applications }: SessionPreviewProps) {
  return (
    <SectionCard title="Preview">
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Candidate</dt>
          <dd className="font-medium">
            {candidateName || 'No candidate selected'}
            {newCandidate && candidateName && ' (new)'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Job Applications</dt>
          {applications.map((choice, index) => (
            <dd key={choice.key}>
              {choiceLabel(choice)} · {APPLICATION_STATUS_LABELS[choiceStatus(choice)]}
              {choice.kind === 'draft' && ' (new)'}
              {index === 0 && <span className="text-muted-foreground"> · linked to this session</span>}
            </dd>
          ))}
        </div>
      </dl>
    </SectionCard>
  );
}
