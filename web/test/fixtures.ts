import type { AuthStatus, AuthUser } from '#contracts/auth.ts';

export function aUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    username: 'alice',
    email: 'alice@example.com',
    firstName: 'Alice',
    lastName: 'Martin',
    profileImageUrl: null,
    authType: 'local',
    ...overrides,
  };
}

export function signedIn(user: AuthUser = aUser()): AuthStatus {
  return {
    authenticated: true,
    authType: user.authType,
    user,
    tokenExpired: false,
    scopes: [],
    message: 'Authenticated',
  };
}

export const SIGNED_OUT: AuthStatus = {
  authenticated: false,
  tokenExpired: false,
  scopes: [],
  message: 'Not authenticated',
};
