import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectWebhookInput, StartRtmsInput } from '#contracts/rtms.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { rtmsKeys } from './rtms-status.ts';

/**
 * The session's Zoom stream taken from a meeting, connected from a pending start, or stopped.
 * Failures are shown by the panel (the red 'RTMS Error' box), not as toasts. Each success
 * refreshes the stream's status and the pending starts at once rather than at the next poll (the
 * answers themselves are not read: the status is).
 */
function useRtmsMutation<Input, Answer>(sessionId: string, send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rtmsKeys.status(sessionId) }),
        queryClient.invalidateQueries({ queryKey: rtmsKeys.pendingWebhooks() }),
      ]),
  });
}

export function useStartRtms(sessionId: string) {
  return useRtmsMutation(sessionId, (input: Omit<StartRtmsInput, 'sessionId'>) =>
    apiRequest('/api/rtms/start', { method: 'POST', body: { sessionId, ...input } }),
  );
}

export function useStopRtms(sessionId: string) {
  return useRtmsMutation(sessionId, () =>
    apiRequest('/api/rtms/stop', { method: 'POST', body: { sessionId } }),
  );
}

export function useConnectWebhook(sessionId: string) {
  return useRtmsMutation(sessionId, (meetingUuid: ConnectWebhookInput['meeting_uuid']) =>
    apiRequest('/api/rtms/connect-webhook', {
      method: 'POST',
      body: { sessionId, meeting_uuid: meetingUuid },
    }),
  );
}
