import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DebriefDto } from '#contracts/coverage.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';
import { candidateScorecardKeys } from './keys.ts';

/** The debrief is drafted in the background after close: a closed session without one asks again shortly. */
const DRAFT_POLL_MS = 3_000;

export function debriefQueryOptions(sessionId: string, closed: boolean) {
  return queryOptions({
    queryKey: candidateScorecardKeys.debrief(sessionId),
    queryFn: ({ signal }) => apiRequest(sessionPath(sessionId, '/debrief'), { schema: DebriefDto, signal }),
    refetchInterval: (query) => (closed && !query.state.data?.draft ? DRAFT_POLL_MS : false),
  });
}

/** Saves the interviewer's own debrief; the draft stays beside it. */
export function useSaveDebrief(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest(sessionPath(sessionId, '/debrief'), {
        method: 'PUT',
        body: { content },
        schema: DebriefDto,
      }),
    meta: {
      errorToast: { title: 'Failed to save the debrief.', fallback: 'Your text is kept. Please try again.' },
    },
    onSuccess: (debrief) => {
      notifySuccess('Debrief Saved', 'Your debrief has been saved.');
      queryClient.setQueryData(candidateScorecardKeys.debrief(sessionId), debrief);
    },
  });
}
