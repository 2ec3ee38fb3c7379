/** The longest path a sign-in returns to; anything longer returns home. */
export const RETURN_TO_MAX = 512;
const HOME = '/';
const BASE = 'http://return-to.invalid';

/**
 * Where a sign-in may send the browser back to: a path on this site only. It must start with a
 * single '/', and must not start with '//' or '/\' (both read as another host by browsers), carry
 * no scheme, control character, backslash or whitespace, and stay short; the URL parser must also
 * keep it on this origin. Anything else returns home, so a link cannot turn sign-in into an open
 * redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX) return HOME;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\p{Cc}]/u.test(value)) return HOME;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return HOME;
    return `${url.pathname}${url.search}${url.hash}` === value ? value : HOME;
  } catch {
    return HOME;
  }
}
