/** What went wrong, in words, for each `?authError=` code the Google callback redirects with. */
const MESSAGES = new Map<string, string>([
  ['access_denied', 'Google sign-in was cancelled or access was not granted.'],
  ['state_mismatch', 'The sign-in request expired or did not match. Please try again.'],
  ['invalid_grant', 'Google could not confirm the sign-in. Please try again.'],
  ['invalid_token', 'Google returned a sign-in token that could not be verified. Please try again.'],
  ['not_configured', 'Sign-in with Google is not configured on this server. Use your username and password.'],
  ['server_error', 'Something went wrong on the server while signing you in. Please try again.'],
]);

export function authErrorMessage(code: string): string {
  return MESSAGES.get(code) ?? 'Sign-in with Google failed. Please try again.';
}
