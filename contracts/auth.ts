import { z } from 'zod';

/** Spec 001 §9: password length 8 to 20 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const USERNAME_MAX = 64;

export const AuthType = z.enum(['local', 'google']);
export type AuthType = z.infer<typeof AuthType>;

export const AuthUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  authType: AuthType,
});
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthStatus = z.object({
  authenticated: z.boolean(),
  authType: AuthType.optional(),
  user: AuthUser.optional(),
  tokenExpired: z.boolean(),
  scopes: z.array(z.string()),
  message: z.string(),
});
export type AuthStatus = z.infer<typeof AuthStatus>;

export const GoogleAuthConfig = z.object({
  configured: z.boolean(),
  authorization_url: z.string().nullable(),
  message: z.string(),
});
export type GoogleAuthConfig = z.infer<typeof GoogleAuthConfig>;

export const LoginInput = z.object({
  username: z.string().trim().min(1, 'Username is required').max(USERNAME_MAX),
  // Passwords are checked exactly as typed: no trimming, no normalisation.
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResponse = z.object({ message: z.string(), user: AuthUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const PASSWORD_LENGTH_MESSAGE = `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`;
export const NO_CHANGES_MESSAGE = 'No changes were made to update';
export const SETTINGS_UPDATED_MESSAGE = 'Your settings have been updated. Please log in again.';

/** PUT /api/users/settings: only changed values are sent; the current password only with a new one. */
export const SettingsInput = z
  .object({
    username: z.string().trim().min(1, 'Username is required').max(USERNAME_MAX).optional(),
    currentPassword: z.string().min(1, 'Current password is required').max(1024).optional(),
    newPassword: z
      .string()
      .min(PASSWORD_MIN, PASSWORD_LENGTH_MESSAGE)
      .max(PASSWORD_MAX, PASSWORD_LENGTH_MESSAGE)
      .optional(),
  })
  .strict()
  .refine((v) => v.newPassword === undefined || v.currentPassword !== undefined, {
    message: 'Current password is required to set a new password',
    path: ['currentPassword'],
  });
export type SettingsInput = z.infer<typeof SettingsInput>;
