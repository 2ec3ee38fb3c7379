import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthType } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { markSignedOut } from '#web/lib/auth-status.ts';

/** Signs out of the account's own kind of session; a failure is only logged (spec 000 §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authType: AuthType | undefined) =>
      apiRequest(authType === 'local' ? '/api/local-auth/logout' : '/api/google-auth/logout', {
        method: 'POST',
      }),
    onSuccess: () => markSignedOut(queryClient, 'Logged out'),
  });
}
