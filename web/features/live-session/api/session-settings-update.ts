import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionDetail, type UpdateSessionInput } from '#contracts/sessions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';
import type { ErrorToast } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionPath } from '#web/lib/sessions/session-queries.ts';

type Failure =
  /** Title plus the server's message, else the fallback. */
  | { errorToast: ErrorToast }
  /** Always this toast, whatever the server said. */
  | { fixedToast: { title: string; description: string } };

/**
 * PATCH /api/sessions/{id} with one setting (meeting code, audio mappings or AI model); the
 * reply is the new session. Each caller names its own failure toast (spec 000 §8).
 */
export function useUpdateSessionSetting(sessionId: string, failure: Failure) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSessionInput) =>
      apiRequest(sessionPath(sessionId), { method: 'PATCH', body: input, schema: SessionDetail }),
    meta: 'errorToast' in failure ? { errorToast: failure.errorToast } : {},
    onError: () => {
      if ('fixedToast' in failure) notifyError(failure.fixedToast.title, failure.fixedToast.description);
    },
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.detail(sessionId), session),
  });
}
