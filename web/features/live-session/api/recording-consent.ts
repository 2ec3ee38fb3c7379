import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDetail } from '#contracts/sessions.ts';
import { RecordingConsentDto } from '#contracts/speech.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/**
 * POST /api/sessions/{id}/recording-consent: the interviewer confirms the candidate was told
 * about the recording (the server records who and when). The session's cached detail gets the
 * consent, so capture may start at once.
 */
export function useConfirmRecordingConsent(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(sessionPath(sessionId, '/recording-consent'), {
        method: 'POST',
        schema: RecordingConsentDto,
      }),
    meta: { errorToast: { title: 'Update Failed', fallback: 'Failed to record the recording consent' } },
    onSuccess: (consent) =>
      queryClient.setQueryData<SessionDetail>(sessionKeys.detail(sessionId), (session) =>
        session ? { ...session, recordingConsent: consent } : session,
      ),
  });
}
