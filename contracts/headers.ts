/** The browser's IANA time zone, sent with every API call: due dates end at the recruiter's midnight. */
export const TIME_ZONE_HEADER = 'x-time-zone';
