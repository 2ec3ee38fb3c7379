import {
  NO_CHANGES_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type SettingsInput,
  USERNAME_MAX,
} from '#contracts/auth.ts';

export type SettingsDraft = {
  username: string;
  changePassword: boolean;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export type SettingsField = Exclude<keyof SettingsDraft, 'changePassword'>;
export type FieldErrors = Partial<Record<SettingsField, string>>;
export type ToastText = { title: string; description: string };

export type SettingsCheck =
  | { ok: true; input: SettingsInput }
  | { ok: false; fieldErrors: FieldErrors; toast?: ToastText };

const MISMATCH = 'New password and confirmation must match';

/**
 * Validates the settings form in the spec's order (required, mismatch, length, nothing changed)
 * and builds the request holding only changed values (spec 001 §5).
 */
export function checkSettings(draft: SettingsDraft, savedUsername: string): SettingsCheck {
  const required = requiredErrors(draft);
  if (Object.keys(required).length > 0) return { ok: false, fieldErrors: required };

  if (draft.changePassword) {
    if (draft.newPassword !== draft.confirmPassword) {
      return {
        ok: false,
        fieldErrors: { confirmPassword: MISMATCH },
        toast: { title: 'Password mismatch', description: MISMATCH },
      };
    }
    const length = draft.newPassword.length;
    if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
      return {
        ok: false,
        fieldErrors: { newPassword: PASSWORD_LENGTH_MESSAGE },
        toast: { title: 'Invalid password', description: PASSWORD_LENGTH_MESSAGE },
      };
    }
  }

  const input: SettingsInput = {};
  const username = draft.username.trim();
  if (username !== savedUsername) input.username = username;
  if (draft.changePassword) {
    input.currentPassword = draft.currentPassword;
    input.newPassword = draft.newPassword;
  }
  if (Object.keys(input).length === 0) {
    return { ok: false, fieldErrors: {}, toast: { title: 'No changes', description: NO_CHANGES_MESSAGE } };
  }
  return { ok: true, input };
}

function requiredErrors(draft: SettingsDraft): FieldErrors {
  const errors: FieldErrors = {};
  const username = draft.username.trim();
  if (username === '') errors.username = 'Username is required';
  else if (username.length > USERNAME_MAX)
    errors.username = `Username must be at most ${USERNAME_MAX} characters`;
  if (!draft.changePassword) return errors;
  if (draft.currentPassword === '') errors.currentPassword = 'Current password is required';
  if (draft.newPassword === '') errors.newPassword = 'New password is required';
  if (draft.confirmPassword === '') errors.confirmPassword = 'Please confirm the new password';
  return errors;
}
