/** Items per page of the pipeline lists: fills 1, 2 or 3 card columns evenly. */
export const LIST_PAGE_SIZE = 24;

/** What a list shows as it opens. */
export const FIRST_PAGE = { limit: LIST_PAGE_SIZE, offset: 0 } as const;

/** `base?…`: the filters that are set, in the order given, then the page's `limit` and `offset`. */
export function listPath(
  base: string,
  filters: Record<string, string>,
  page: { limit: number; offset: number },
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('limit', String(page.limit));
  query.set('offset', String(page.offset));
  return `${base}?${query}`;
}
