import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionDetail } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import type { ErrorToast } from '#web/lib/query-client.ts';
import { sessionKeys } from './keys.ts';
import { sessionPath } from './session-queries.ts';

export type SuccessToast = { title: string; description: string };

type CloseSessionOptions = {
  /** Defaults to the sessions list's 'Session Closed' toast (spec 000 §8). */
  successToast?: SuccessToast;
  /** Defaults to 'Close Failed' with the server message or 'Failed to close session'. */
  errorToast?: ErrorToast;
};

export const CLOSED_TOAST: SuccessToast = {
  title: 'Session Closed',
  description: 'Interview session has been closed. No new RTMS activity will be processed.',
};
export const CLOSE_FAILED_TOAST: ErrorToast = { title: 'Close Failed', fallback: 'Failed to close session' };

/**
 * Closes one session (the server marks it completed and stops its live activity). The list and
 * every open view of the session reload; the dashboard passes its own toast texts.
 */
export function useCloseSession(sessionId: string, options: CloseSessionOptions = {}) {
  const queryClient = useQueryClient();
  const successToast = options.successToast ?? CLOSED_TOAST;
  return useMutation({
    mutationFn: () => apiRequest(sessionPath(sessionId, '/close'), { method: 'POST', schema: SessionDetail }),
    meta: { errorToast: options.errorToast ?? CLOSE_FAILED_TOAST },
    onSuccess: (session) => {
      notifySuccess(successToast.title, successToast.description);
      queryClient.setQueryData(sessionKeys.detail(sessionId), session);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
