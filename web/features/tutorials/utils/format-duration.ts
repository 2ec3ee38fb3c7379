/** Seconds as "m:ss" (e.g. 125 → "2:05"); missing or zero reads "Unknown duration". */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || !Number.isFinite(seconds) || seconds < 0) return 'Unknown duration';
  const total = Math.round(seconds);
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}
