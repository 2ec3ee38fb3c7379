import { useMutation } from '@tanstack/react-query';
import { ProcessingStatus } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/** Tells the server the dashboard is open, so the assistant works for this session (spec 000 §7). */
export function useStartProcessing(sessionId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(sessionPath(sessionId, '/start-processing'), { method: 'POST', schema: ProcessingStatus }),
    meta: {
      errorToast: { title: 'Failed to Start Processing', fallback: 'The assistant could not be started' },
    },
  });
}
