import type { AuthUser } from '#contracts/auth.ts';
import type { UserRow } from './users.repository.ts';

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    authType: row.authType,
  };
}
