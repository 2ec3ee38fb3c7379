/** What every screen reads first: whether and as whom the browser is signed in. */
export const AUTH_STATUS_PATH = '/api/auth/status';
