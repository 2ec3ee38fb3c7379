/**
 * A short-lived memo of the pipeline's whole-list aggregates: list totals and statistics tiles.
 * Those read every row of a user's table (a `count(*)` over 50,000 applications), while a page
 * reads at most its 50 rows through an index; the rows are always read fresh.
 *
 * Correctness: every pipeline write of a user runs through `write(userId, …)`; once it commits,
 * the user moves to a new generation: an aggregate computed under an older generation is never
 * served again, even if its query finishes after the write. Concurrent requests for the same
 * aggregate share one query. What this process cannot see (a write through another server
 * instance on the same PostgreSQL, or time passing a job's due date) shows within `ttlMs`.
 * The services ask it; the repositories only count. docs/decisions/016-pipeline-request-path.md
 */

type Entry = { generation: number; at: number; value: Promise<unknown> };

export type AggregateMemoOptions = {
  /** How long an aggregate is served without a local write; 0 turns the memo off. */
  ttlMs?: number;
  /** Entries kept at most; the least recently stored go first. */
  maxEntries?: number;
  now?: () => number;
};

/** The memo key of a list total: the list and its filters, without the page. */
export function totalKey(list: string, filter: Record<string, unknown>): string {
  const { limit: _limit, offset: _offset, ...where } = filter;
  const named = Object.entries(where)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${list}:${JSON.stringify(named)}`;
}

export function createAggregateMemo({
  ttlMs = 10_000,
  maxEntries = 5_000,
  now = Date.now,
}: AggregateMemoOptions = {}) {
  const generations = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const generationOf = (userId: string) => generations.get(userId) ?? 0;

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  };

  /** `compute()`, or what it gave under the user's current generation less than `ttlMs` ago. */
  const get = <T>(userId: string, key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return compute();
    const generation = generationOf(userId);
    const at = now();
    const id = `${userId}\u0000${key}`;
    const hit = entries.get(id);
    if (hit && hit.generation === generation && at - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = compute();
    store(id, { generation, at, value });
    value.catch(() => {
      if (entries.get(id)?.value === value) entries.delete(id);
    });
    return value;
  };

  return {
    get,

    /** The total of a list with these filters (whatever its page): `count()`, or what it gave. */
    total: (userId: string, list: string, filter: Record<string, unknown>, count: () => Promise<number>) =>
      get(userId, totalKey(list, filter), count),

    /**
     * Runs a write of the user's pipeline. Once it has committed (or failed), their aggregates
     * are computed again.
     */
    async write<T>(userId: string, work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } finally {
        generations.set(userId, generationOf(userId) + 1);
      }
    },
  };
}
export type AggregateMemo = ReturnType<typeof createAggregateMemo>;
