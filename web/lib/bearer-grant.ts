/**
 * The Meet side panel's grant (decision 037), held in this page's memory only: inside Meet's frame
 * the sign-in cookie is not sent, so the panel's reads carry the grant its sign-in window handed
 * over. Never stored, never set elsewhere; gone when the frame reloads.
 */
let grant: string | undefined;

export function setBearerGrant(token: string | undefined): void {
  grant = token;
}

/** `Authorization` for our API while a grant is held. */
export function bearerHeader(): Record<string, string> {
  return grant ? { Authorization: `Bearer ${grant}` } : {};
}

/**
 * The live channel's subprotocols while a grant is held: browsers cannot set a header on a
 * WebSocket. The server answers the first; the second carries the grant.
 */
export function grantProtocols(): string[] | undefined {
  return grant ? ['ih-panel', `ih-panel-grant.${grant}`] : undefined;
}
