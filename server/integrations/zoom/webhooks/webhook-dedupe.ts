/**
 * Webhooks already taken, by their identity (event, its timestamp, the stream): Zoom retries a
 * slow answer and a replayed request may come again inside the 5-minute window. Kept longer than
 * the window; the oldest are forgotten first past `max`. Per instance: what a duplicate reaching
 * another instance would do is made harmless by the database (one live row per stream).
 */
export function createWebhookDedupe({ ttlMs = 10 * 60 * 1000, max = 10_000 } = {}) {
  const seen = new Map<string, number>();
  return {
    /** True the first time a key is seen within `ttlMs`; false for a duplicate. */
    first(key: string, nowMs: number): boolean {
      const at = seen.get(key);
      if (at !== undefined && nowMs - at < ttlMs) return false;
      seen.delete(key);
      seen.set(key, nowMs);
      for (const [oldest, when] of seen) {
        if (seen.size <= max && nowMs - when < ttlMs) break;
        seen.delete(oldest);
      }
      return true;
    },
  };
}
export type WebhookDedupe = ReturnType<typeof createWebhookDedupe>;
