import { Pencil, Trash2 } from 'lucide-react';
import { ApplicationStatusBadge } from '#web/components/application-status-badge.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  type ApplicationChoice,
  type ApplicationDraft,
  choiceLabel,
  choiceStatus,
} from '../utils/application-choice.ts';

type ApplicationListProps = {
  choices: readonly ApplicationChoice[];
  onEdit: (draft: ApplicationDraft) => void;
  onRemove: (key: string) => void;
};

/** The chosen applications; new ones can be edited, every one removed. */
export function ApplicationList({ choices, onEdit, onRemove }: ApplicationListProps) {
  if (choices.length === 0) {
    return <p className="text-sm text-muted-foreground">No job applications added.</p>;
  }
  return (
    <ul aria-label="Chosen job applications" className="grid gap-2">
      {choices.map((choice) => {
        const label = choiceLabel(choice);
        return (
          <li key={choice.key} className="flex flex-wrap items-center gap-2 rounded-md border p-3">
            <span className="font-medium">{label}</span>
            <ApplicationStatusBadge status={choiceStatus(choice)} />
            <Badge variant="outline">{choice.kind === 'draft' ? 'New' : 'Existing'}</Badge>
            <span className="ml-auto flex gap-1">
              {choice.kind === 'draft' && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${label}`}
                  onClick={() => onEdit(choice)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${label}`}
                onClick={() => onRemove(choice.key)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
