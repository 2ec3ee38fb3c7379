import type { PersistedMessage } from '#contracts/realtime.ts';
import type { SessionEventsRepository } from './session-events.repository.ts';

type Read = {
  sessionId: string;
  after: number;
  resolve(page: PersistedMessage[]): void;
  reject(error: unknown): void;
};

/**
 * `after(sessionId, afterSeq)` for the bus's catch-ups, read many sessions at a time: the reads
 * asked for while one statement is on its way go out together in the next, so a NOTIFY carrying
 * the hints of a hundred sessions costs one or two statements, not a hundred pool round trips.
 */
export function createBatchedAfter(log: Pick<SessionEventsRepository, 'afterMany'>, limit: number) {
  let queued: Read[] = [];
  let running = false;

  /** At most one read per session in a statement; a second waits for the next. */
  const take = () => {
    const batch = new Map<string, Read>();
    const later: Read[] = [];
    for (const read of queued) {
      const key = read.sessionId.toLowerCase();
      if (batch.has(key)) later.push(read);
      else batch.set(key, read);
    }
    queued = later;
    return batch;
  };

  const pump = async () => {
    try {
      while (queued.length > 0) {
        const batch = take();
        try {
          const pages = await log.afterMany(
            [...batch.values()].map(({ sessionId, after }) => ({ sessionId, after })),
            limit,
          );
          for (const [key, read] of batch) read.resolve(pages.get(key) ?? []);
        } catch (error) {
          for (const read of batch.values()) read.reject(error);
        }
      }
    } finally {
      running = false;
    }
  };

  return (sessionId: string, after: number): Promise<PersistedMessage[]> =>
    new Promise((resolve, reject) => {
      queued.push({ sessionId, after, resolve, reject });
      if (running) return;
      running = true;
      // The reads asked for in this turn of the event loop share the first statement.
      setImmediate(() => void pump());
    });
}
