/** The browser's IANA time zone: due dates end at the recruiter's midnight. */
export const TIME_ZONE_HEADER = 'x-time-zone';

const DEPENDS_ON_TIME_ZONE = /^\/api\/(job-openings|companies\/[^/?]+\/job-openings)(?=[/?]|$)/;

/**
 * Whether the answer to an API path depends on the recruiter's day: a job opening is "Overdue"
 * once its due date has passed there. Only these calls carry {@link TIME_ZONE_HEADER}; the browser
 * learns its time zone through `Intl`, whose first use costs a page tens of milliseconds.
 */
export function dependsOnTimeZone(path: string): boolean {
  return DEPENDS_ON_TIME_ZONE.test(path);
}
