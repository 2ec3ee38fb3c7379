import type { AuthUser } from '#contracts/auth.ts';

type Identity = Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'username'>;

function firstLetter(value: string | null): string {
  return value?.trim().charAt(0) ?? '';
}

/** First letters of first and last name; else of the e-mail; else of the username (uppercase). */
export function userInitials(user: Identity): string {
  const fromNames = firstLetter(user.firstName) + firstLetter(user.lastName);
  const initials = fromNames || firstLetter(user.email) || firstLetter(user.username) || '?';
  return initials.toUpperCase();
}

/** The name shown beside the avatar. */
export function userDisplayName(user: Identity): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.username?.trim() || user.email?.trim() || 'Account';
}
