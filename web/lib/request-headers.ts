import { dependsOnTimeZone, TIME_ZONE_HEADER } from '#contracts/headers.ts';

let zone: string | undefined;

/**
 * The browser's time zone, for the calls whose answers depend on it (a job's due day ends at the
 * recruiter's midnight). Read once a page, and only when needed: the first `Intl` call of a page
 * costs a first visit 30–110 ms.
 */
export function zoneHeader(path: string): Record<string, string> {
  if (!dependsOnTimeZone(path)) return {};
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { [TIME_ZONE_HEADER]: zone } : {};
}
