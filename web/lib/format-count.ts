/**
 * "50,000", as `Intl.NumberFormat('en-US')` writes a count. Built by hand, as dates are
 * (web/components/date-text.tsx): a page's first `Intl` call loads the browser's locale data.
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
