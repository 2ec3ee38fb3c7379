import { Save } from 'lucide-react';
import { useId } from 'react';
import type { ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSaveEvaluation } from '../api/use-save-evaluation.ts';
import { useSectionDrafts } from '../hooks/use-section-drafts.ts';
import { EvaluationSections } from './evaluation-sections.tsx';

type EvaluationEditorProps = { scorecardId: string; session: ScorecardSessionDetail };

/**
 * One interview's evaluation, editable. "No Changes" (disabled) while the edited tree matches the
 * loaded one; "Save Changes" writes only the sections whose text changed.
 */
export function EvaluationEditor({ scorecardId, session }: EvaluationEditorProps) {
  const headingId = useId();
  const drafts = useSectionDrafts(session.sections);
  const save = useSaveEvaluation(scorecardId, session.id);
  const onSave = () => {
    const changes = drafts.changes;
    save.mutate(changes, { onSuccess: () => drafts.settle(changes) });
  };
  const label = save.isPending ? 'Saving...' : drafts.dirty ? 'Save Changes' : 'No Changes';

  return (
    <fieldset aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Evaluation
        </h3>
        {session.sections.length > 0 && (
          <Button size="sm" onClick={onSave} disabled={!drafts.dirty || save.isPending}>
            <Save aria-hidden="true" />
            {label}
          </Button>
        )}
      </div>
      {session.sections.length > 0 ? (
        <EvaluationSections
          sections={session.sections}
          drafts={drafts}
          idPrefix={`${headingId}-${session.id}`}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No evaluation sections were recorded for this interview.
        </p>
      )}
    </fieldset>
  );
}
