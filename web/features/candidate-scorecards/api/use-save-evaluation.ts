import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVALUATION_SAVE_FAILED } from '#contracts/candidate-scorecards.ts';
import { EvaluationDto } from '#contracts/sessions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { sessionKeys } from '../../sessions/api/keys.ts';
import { sessionPath } from '../../sessions/api/session-queries.ts';
import { updateScorecardSession } from './update-scorecard-session.ts';

export type SectionChange = { sectionId: string; content: string };

/**
 * Writes the changed sections, one PATCH each, in order. Every answer is the whole evaluation and
 * goes into the cache at once, so a failure part-way keeps what was saved and the rest stays dirty.
 */
export function useSaveEvaluation(scorecardId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SectionChange[]) => {
      for (const { sectionId, content } of changes) {
        const evaluation = await apiRequest(
          sessionPath(sessionId, `/evaluation/sections/${encodeURIComponent(sectionId)}`),
          { method: 'PATCH', body: { content }, schema: EvaluationDto },
        );
        const { sections } = evaluation.evaluationData;
        updateScorecardSession(queryClient, scorecardId, sessionId, (session) => ({ ...session, sections }));
        queryClient.setQueryData(sessionKeys.evaluation(sessionId), evaluation);
      }
    },
    meta: {
      errorToast: { title: EVALUATION_SAVE_FAILED, fallback: 'Your edits are kept. Please try again.' },
    },
    onSuccess: () => notifySuccess('Saved', 'The evaluation has been updated.'),
  });
}
