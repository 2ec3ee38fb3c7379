import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DECISION_SAVE_FAILED, SessionDecisionDto } from '#contracts/candidate-scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';
import { updateScorecardSession } from './update-scorecard-session.ts';

/** Saves the person's decision text; the AI draft is kept beside it on the server. */
export function useSaveDecision(scorecardId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: string) =>
      apiRequest(sessionPath(sessionId, '/evaluation/save-decision'), {
        method: 'POST',
        body: { decision },
        schema: SessionDecisionDto,
      }),
    meta: { errorToast: { title: DECISION_SAVE_FAILED, fallback: 'Your text is kept. Please try again.' } },
    onSuccess: (decision) => {
      notifySuccess('Decision Saved', 'The interview decision has been saved.');
      updateScorecardSession(queryClient, scorecardId, sessionId, (session) => ({ ...session, decision }));
    },
  });
}
