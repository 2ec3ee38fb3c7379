import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginInput, LoginResponse } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { AUTH_STATUS_KEY } from '#web/lib/auth-status.ts';
import { notifySuccess } from '#web/lib/notify.ts';

/** Signs in with a username and password, then refetches the auth status. */
export function useLocalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiRequest('/api/local-auth/login', { method: 'POST', body: input, schema: LoginResponse }),
    meta: { errorToast: { title: 'Login failed', fallback: 'Invalid username or password' } },
    onSuccess: async () => {
      notifySuccess('Login successful', 'Welcome back!');
      await queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY });
    },
  });
}
