import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EvaluationDto } from '#contracts/evaluation.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/** Copies the scorecard's sections into a session that has none yet (the server keeps existing ones). */
export function useInitializeEvaluation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scorecardId: string) =>
      apiRequest(sessionPath(sessionId, '/evaluation/initialize'), {
        method: 'POST',
        body: { scorecardId },
        schema: EvaluationDto,
      }),
    onSuccess: (evaluation) => queryClient.setQueryData(sessionKeys.evaluation(sessionId), evaluation),
  });
}
