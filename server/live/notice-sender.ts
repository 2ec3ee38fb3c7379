import { setTimeout as sleep } from 'node:timers/promises';
import { encodeNotices, LIVE_CHANNEL, type Outgoing } from './bus-notice.ts';

/** The connection notices go out on: one of their own, not the pool's (decision 013). */
type Connection = { query(text: string, values: unknown[]): Promise<unknown> };

type Hint = Extract<Outgoing, { q: number }>;

const SEND = 'select pg_notify($1, p) from unnest($2::text[]) as p';

/** After a failed send the hints are tried again this long later (doubling up to the maximum). */
const RETRY = { initialMs: 250, maxMs: 5_000 };

/**
 * Sends this instance's notices, in order, one statement at a time: whatever is published while
 * a statement is on its way goes out in the next one, so under load the batches grow instead of
 * a queue of statements falling behind. A burst of events of one session makes one hint (its
 * highest seq), and the hints of many sessions share a NOTIFY. Hints that could not be sent are
 * tried again; ephemeral messages are best effort.
 */
export function createNoticeSender(
  instance: string,
  connection: Connection,
  onError: (error: unknown) => void,
) {
  let pending: Outgoing[] = [];
  const hints = new Map<string, Hint>();
  let sending: Promise<void> = Promise.resolve();
  let running = false;
  let closing = false;
  /** Cuts a retry's wait short at shutdown: one last attempt, then nothing more. */
  const stop = new AbortController();

  const hint = ({ s, q }: Hint) => {
    const queued = hints.get(s);
    if (queued) queued.q = Math.max(queued.q, q);
    else {
      const fresh = { s, q };
      hints.set(s, fresh);
      pending.push(fresh);
    }
  };

  const take = () => {
    const batch = pending;
    pending = [];
    hints.clear();
    return batch;
  };

  const pump = async () => {
    try {
      // Everything published in this turn of the event loop joins the first statement.
      await new Promise((resolve) => setImmediate(resolve));
      let wait = RETRY.initialMs;
      while (pending.length > 0) {
        const batch = take();
        try {
          const payloads = encodeNotices(instance, batch, onError);
          await connection.query(SEND, [LIVE_CHANNEL, payloads]);
          wait = RETRY.initialMs;
        } catch (error) {
          onError(error);
          if (closing) return;
          // The hints again, ahead of what was published since: each session's stay in order.
          const later = take();
          for (const notice of batch) if ('q' in notice) hint(notice);
          for (const notice of later)
            if ('q' in notice) hint(notice);
            else pending.push(notice);
          await sleep(wait, undefined, { signal: stop.signal }).catch(() => undefined);
          wait = Math.min(wait * 2, RETRY.maxMs);
        }
      }
    } finally {
      running = false;
    }
  };

  return {
    send(notice: Outgoing): void {
      if ('q' in notice) hint(notice);
      else pending.push(notice);
      if (running) return;
      running = true;
      sending = pump();
    },
    /** Sends what is queued, once, and resolves when it has gone or failed (shutdown). */
    async drain(): Promise<void> {
      closing = true;
      stop.abort();
      await sending;
    },
  };
}
