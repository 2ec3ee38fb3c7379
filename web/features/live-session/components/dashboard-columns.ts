/**
 * One column under 48rem, two from there, the four side by side from 87.5rem (1400px). The wide
 * step is in rem on purpose: Tailwind sorts breakpoints of one unit only, and a wide step given
 * in px was written before `md:`'s 48rem rule, so `md:` won at every width (2×2, never 4 across).
 */
export const DASHBOARD_COLUMNS =
  'grid grid-cols-1 items-start gap-4 md:grid-cols-2 min-[87.5rem]:grid-cols-4';
