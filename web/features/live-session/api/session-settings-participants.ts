import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ParticipantMappings, SessionDetail } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/** Replaces the meeting participants mapped to INTERVIEWER or CANDIDATE. */
export function useSetParticipantMappings(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantMappings: ParticipantMappings) =>
      apiRequest(sessionPath(sessionId, '/participant-mappings'), {
        method: 'PUT',
        body: { participantMappings },
        schema: SessionDetail,
      }),
    meta: { errorToast: { title: 'Update Failed', fallback: 'Failed to update participant mappings' } },
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.detail(sessionId), session),
  });
}
