import { useQuery } from '@tanstack/react-query';
import type { EvaluationSection } from '#contracts/evaluation.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { SectionCard } from '#web/components/section-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-error.ts';
import { useSaveSections } from '#web/lib/evaluation/use-save-sections.ts';
import { useSectionDrafts } from '#web/lib/evaluation/use-section-drafts.ts';
import { evaluationQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { evaluationScorecardQueryOptions } from '../api/evaluation-scorecard.ts';
import { useScorecardInitialization } from './scorecard-initialization.ts';
import { ScorecardSections } from './scorecard-sections.tsx';

const NO_SECTIONS: EvaluationSection[] = [];

/**
 * The Scorecard column: the session's live evaluation, edited as drafts and saved with Save
 * Changes, which writes only the sections whose text changed.
 */
export function ScorecardPanel({ session }: { session: SessionDetail }) {
  const evaluation = useQuery(evaluationQueryOptions(session.id));
  const sections = evaluation.data?.evaluationData.sections ?? NO_SECTIONS;
  const initialization = useScorecardInitialization(session, evaluation.data);
  const drafts = useSectionDrafts(sections);
  const save = useSaveSections(session.id, {
    errorToast: { title: 'Failed to update section', fallback: 'Your changes are kept; try saving again.' },
  });
  const scorecard = useQuery({
    ...evaluationScorecardQueryOptions(session.scorecardId ?? ''),
    enabled: session.scorecardId !== null,
  });

  const saveButton = sections.length > 0 && (
    <Button
      size="sm"
      disabled={!drafts.dirty || save.isPending}
      onClick={() => save.mutate(drafts.changes, { onSuccess: (_, saved) => drafts.settle(saved) })}
    >
      {save.isPending ? 'Saving...' : 'Save Changes'}
    </Button>
  );

  return (
    <SectionCard title="Scorecard" action={saveButton}>
      <div className="grid gap-4">
        {scorecard.data && <p className="text-sm text-muted-foreground">{scorecard.data.title}</p>}
        {evaluation.isPending ? (
          <Calm>Loading scorecard...</Calm>
        ) : evaluation.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the evaluation: {errorMessage(evaluation.error, 'please try again later')}
          </p>
        ) : sections.length > 0 ? (
          <>
            <ScorecardSections sections={sections} drafts={drafts} live={session.status === 'active'} />
            {drafts.dirty && <Calm>Unsaved changes</Calm>}
          </>
        ) : session.scorecardId === null ? (
          <Calm>No scorecard selected for this session</Calm>
        ) : initialization.isPending ? (
          <Calm>Preparing the scorecard...</Calm>
        ) : initialization.isError ? (
          <div className="grid justify-items-start gap-2">
            <p role="alert" className="text-sm text-destructive">
              The scorecard could not be prepared: {errorMessage(initialization.error, 'please try again')}
            </p>
            <Button size="sm" variant="outline" onClick={initialization.retry}>
              Try again
            </Button>
          </div>
        ) : (
          <Calm>No sections available for evaluation</Calm>
        )}
      </div>
    </SectionCard>
  );
}

function Calm({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
