import { useEffect, useRef } from 'react';
import type { EvaluationDto } from '#contracts/evaluation.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { useInitializeEvaluation } from '../api/evaluation-initialize.ts';

/**
 * A session with a scorecard but no evaluation sections yet gets them copied from the
 * scorecard, once per scorecard, as soon as the (empty) evaluation has loaded.
 */
export function useScorecardInitialization(session: SessionDetail, evaluation: EvaluationDto | undefined) {
  const initialize = useInitializeEvaluation(session.id);
  const tried = useRef<string | null>(null);
  const { scorecardId } = session;
  const empty = evaluation !== undefined && evaluation.evaluationData.sections.length === 0;
  const { mutate } = initialize;

  useEffect(() => {
    if (!empty || scorecardId === null || tried.current === scorecardId) return;
    tried.current = scorecardId;
    mutate(scorecardId);
  }, [empty, scorecardId, mutate]);

  return {
    /** Also while the first call is about to go out, so no empty state flashes before it. */
    isPending: initialize.isPending || (initialize.isIdle && empty && scorecardId !== null),
    isError: initialize.isError,
    error: initialize.error,
    retry: () => {
      if (scorecardId !== null) mutate(scorecardId);
    },
  };
}
