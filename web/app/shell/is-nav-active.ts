/**
 * A nav entry is active when the path starts with its route (spec 000 §2), matched on whole
 * segments so `/jobs` does not light up for `/jobsearch`. Interview Sessions is also active on `/`.
 */
export function isNavActive(route: string, pathname: string): boolean {
  if (route === '/sessions' && pathname === '/') return true;
  return pathname === route || pathname.startsWith(`${route}/`);
}
