import { TIME_ZONE_HEADER } from '#contracts/headers.ts';

let zone: string | undefined;

/**
 * The browser's time zone on every call: a job's due day ends at the recruiter's midnight. Read
 * once a page: an `Intl.DateTimeFormat` costs a first visit tens of milliseconds each time.
 */
export function zoneHeader(): Record<string, string> {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { [TIME_ZONE_HEADER]: zone } : {};
}
