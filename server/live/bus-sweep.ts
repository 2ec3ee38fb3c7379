type Deps = {
  everyMs: number;
  /** The sessions followed here, with the last seq delivered (undefined: not tracked yet). */
  followed(): Map<string, number | undefined>;
  lastSeqs(sessionIds: string[]): Promise<Map<string, number>>;
  /** A session whose log is ahead of what was delivered: a hint was lost. */
  behind(sessionId: string): void;
  onError(error: unknown): void;
};

/**
 * The safety net under LISTEN/NOTIFY: every `everyMs`, one query compares the last committed
 * seq of each followed session with what this instance delivered. Returns the stop function.
 */
export function startSweep({ everyMs, followed, lastSeqs, behind, onError }: Deps): () => void {
  let sweeping = false;
  const timer = setInterval(async () => {
    const cursors = followed();
    if (sweeping || cursors.size === 0) return;
    sweeping = true;
    try {
      for (const [sessionId, seq] of await lastSeqs([...cursors.keys()])) {
        const delivered = cursors.get(sessionId);
        if (delivered !== undefined && seq > delivered) behind(sessionId);
      }
    } catch (error) {
      onError(error);
    } finally {
      sweeping = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
