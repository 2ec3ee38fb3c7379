import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DECISION_GENERATION_FAILED, GeneratedDecision } from '#contracts/candidate-scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';
import { updateScorecardSession } from './update-scorecard-session.ts';

/** Drafts a decision from the session's evaluation, notes and transcript; the server keeps it as `aiDecision`. */
export function useGenerateDecision(scorecardId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(sessionPath(sessionId, '/evaluation/generate-decision'), {
        method: 'POST',
        schema: GeneratedDecision,
      }),
    meta: { errorToast: { title: 'Generation Failed', fallback: DECISION_GENERATION_FAILED } },
    onSuccess: (aiDecision) => {
      notifySuccess('Decision Generated', 'Review the draft, edit it if needed, then save it.');
      updateScorecardSession(queryClient, scorecardId, sessionId, (session) => ({
        ...session,
        decision: { ...session.decision, aiDecision },
      }));
    },
  });
}
