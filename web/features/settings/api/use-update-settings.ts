import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { SETTINGS_UPDATED_MESSAGE, type SettingsInput } from '#contracts/auth.ts';
import type { MessageResponse } from '#contracts/errors.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { markSignedOut } from '#web/lib/auth-status.ts';
import { notifySuccess } from '#web/lib/notify.ts';

/** Spec 001 §9: the user is sent to the login screen this long after a successful update. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

/** Saves settings; the server ends every session, so on success the user is signed out here too. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: SettingsInput) =>
      apiRequest<Partial<MessageResponse>>('/api/users/settings', { method: 'PUT', body: input }),
    meta: { errorToast: { title: 'Update failed', fallback: 'Failed to update settings' } },
    onSuccess: (data) => {
      notifySuccess('Settings updated successfully', data.message?.trim() || SETTINGS_UPDATED_MESSAGE);
      markSignedOut(queryClient, 'Logged out after settings update');
      setTimeout(() => navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
    },
  });
}
