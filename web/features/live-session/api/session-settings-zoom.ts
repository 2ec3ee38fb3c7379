import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionDetail } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

/** Links the session to a Zoom meeting id; `null` clears the association. */
export function useSetZoomMeeting(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zoomMeetingId: string | null) =>
      apiRequest(sessionPath(sessionId, '/zoom-meeting'), {
        method: 'PATCH',
        body: { zoomMeetingId },
        schema: SessionDetail,
      }),
    meta: { errorToast: { title: 'Update Failed', fallback: 'Failed to update the Zoom meeting' } },
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.detail(sessionId), session),
  });
}
