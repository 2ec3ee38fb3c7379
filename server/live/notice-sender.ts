import type pg from 'pg';
import { encodeNotice, LIVE_CHANNEL, NOTICE_MAX_BYTES, type Notice } from './bus-notice.ts';

type Hint = Extract<Notice, { q: number }>;

/**
 * Sends notices once per turn of the event loop, in one statement and in order (batches are
 * chained). A burst of events of one session makes one hint: its highest seq.
 */
export function createNoticeSender(pool: pg.Pool, onError: (error: unknown) => void) {
  let outgoing: Notice[] = [];
  const hints = new Map<string, Hint>();
  let sending: Promise<void> = Promise.resolve();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const payloads = outgoing.flatMap((notice) => {
      const text = encodeNotice(notice);
      if (text === undefined) onError(new Error(`live notice over ${NOTICE_MAX_BYTES} bytes not sent`));
      return text === undefined ? [] : [text];
    });
    outgoing = [];
    hints.clear();
    if (payloads.length === 0) return;
    sending = sending
      .then(() =>
        pool.query('select pg_notify($1, p) from unnest($2::text[]) as p', [LIVE_CHANNEL, payloads]),
      )
      .then(() => undefined, onError);
  };

  return {
    send(notice: Notice): void {
      if ('q' in notice) {
        const hint = hints.get(notice.s);
        if (hint) hint.q = Math.max(hint.q, notice.q);
        else {
          const fresh = { ...notice };
          hints.set(notice.s, fresh);
          outgoing.push(fresh);
        }
      } else outgoing.push(notice);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Sends what is queued and resolves once every batch has gone (shutdown). */
    async drain(): Promise<void> {
      if (scheduled) flush();
      await sending;
    },
  };
}
