/**
 * The dashboard's columns by the width the dashboard has, not the window's (the sidebar takes
 * 16rem of it): one column under 48rem, two from there, the four side by side from 87.5rem
 * (a window of about 1720px), the chat a third wider than the others so that its inputs keep
 * their placeholders on one line. At 1440px four columns left the chat's inputs about 100px of
 * text. `@container` goes on the element around them (`DASHBOARD`). Both steps are in rem on
 * purpose: Tailwind sorts breakpoints of one unit only (a px step next to a rem one was written
 * in the wrong order, and lost).
 */
export const DASHBOARD = '@container';
export const DASHBOARD_COLUMNS =
  'grid grid-cols-1 items-start gap-4 @3xl:grid-cols-2 @min-[87.5rem]:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]';
