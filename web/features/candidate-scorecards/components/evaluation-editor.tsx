import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { EVALUATION_SAVE_FAILED, type ScorecardSessionDetail } from '#contracts/candidate-scorecards.ts';
import { EvaluationSectionTree } from '#web/components/evaluation-section-tree.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSaveSections } from '#web/lib/evaluation/use-save-sections.ts';
import { useSectionDrafts } from '#web/lib/evaluation/use-section-drafts.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { updateScorecardSession } from '../api/update-scorecard-session.ts';

type EvaluationEditorProps = { scorecardId: string; session: ScorecardSessionDetail };

/**
 * One interview's evaluation, editable. "No Changes" (disabled) while the edited tree matches the
 * loaded one; "Save Changes" writes only the sections whose text changed.
 */
export function EvaluationEditor({ scorecardId, session }: EvaluationEditorProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const drafts = useSectionDrafts(session.sections);
  const save = useSaveSections(session.id, {
    errorToast: { title: EVALUATION_SAVE_FAILED, fallback: 'Your edits are kept. Please try again.' },
    onSaved: ({ evaluationData: { sections } }) => {
      updateScorecardSession(queryClient, scorecardId, session.id, (saved) => ({ ...saved, sections }));
      notifySuccess('Saved', 'The evaluation has been updated.');
    },
  });
  const onSave = () => save.mutate(drafts.changes, { onSuccess: (_, saved) => drafts.settle(saved) });
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
        <EvaluationSectionTree
          sections={session.sections}
          drafts={drafts}
          idPrefix={`${headingId}-${session.id}`}
          topLevelHeight="min-h-28"
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No evaluation sections were recorded for this interview.
        </p>
      )}
    </fieldset>
  );
}
