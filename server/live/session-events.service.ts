import type { LiveEventInput, PersistedMessage } from '#contracts/realtime.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { BusEvent, EventBus, SessionEnded } from './event-bus.ts';
import { createSessionEventsRepository, type TakenSeq } from './session-events.repository.ts';

/** What a live write sees inside its transaction. */
export type LiveTx = {
  tx: Db;
  /** Takes the next seq (locking the session row until commit); scoped by `userId` when given. */
  takeSeq(userId?: string): Promise<TakenSeq | undefined>;
  /** Logs an event under a seq from `takeSeq`; it is published once the transaction commits. */
  recordAt(seq: number, event: LiveEventInput): Promise<PersistedMessage>;
  /** `takeSeq` then `recordAt`, in one statement. */
  record(event: LiveEventInput): Promise<PersistedMessage>;
  /** An event a repository logged itself (in this transaction): published after commit too. */
  publishAfterCommit(message: PersistedMessage): void;
};

type Deps = { db: Db; bus: Pick<EventBus, 'publish'>; onError?: (error: unknown) => void };
type EndingListener = (sessionId: string, reason: SessionEnded['reason']) => void;

/**
 * Live events are written in the transaction of the domain write, each with the session's next
 * seq, and published to the bus only after commit (docs/decisions/012-live-channel.md). A line of
 * the transcript is the one write done by a database function in one round trip (decision 059):
 * it is published through `published` once that returns.
 */
export function createSessionEvents({ db, bus, onError }: Deps) {
  const log = createSessionEventsRepository(db);
  const endings = new Set<EndingListener>();
  return {
    async write<T>(sessionId: string, work: (live: LiveTx) => Promise<T>): Promise<T> {
      const recorded: PersistedMessage[] = [];
      const result = await db.transaction(async (tx) => {
        const repo = createSessionEventsRepository(tx);
        const recordAt = async (seq: number, event: LiveEventInput) => {
          const message = { ...event, seq } as PersistedMessage;
          await repo.insert(sessionId, message);
          recorded.push(message);
          return message;
        };
        const takeSeq = (userId?: string) => repo.takeSeq(sessionId, userId);
        const record = async (event: LiveEventInput) => {
          const seq = await repo.record(sessionId, event);
          if (seq === undefined) throw AppError.notFound('Interview session');
          const message = { ...event, seq } as PersistedMessage;
          recorded.push(message);
          return message;
        };
        const publishAfterCommit = (message: PersistedMessage) => void recorded.push(message);
        return work({ tx, takeSeq, recordAt, record, publishAfterCommit });
      });
      for (const message of recorded) bus.publish(sessionId, message);
      return result;
    },

    /** An event logged and committed by a statement of its own (a line of the transcript): published now. */
    published(sessionId: string, message: PersistedMessage): void {
      bus.publish(sessionId, message);
    },

    /** Events that are not logged (errors, partial transcriptions, the end of a session). */
    signal(sessionId: string, event: Exclude<BusEvent, PersistedMessage>): void {
      bus.publish(sessionId, event);
      if (event.type !== 'session_ended') return;
      for (const listener of [...endings]) {
        try {
          listener(sessionId, event.reason);
        } catch (error) {
          onError?.(error);
        }
      }
    },

    /**
     * Work done where a session is ended (closed or deleted by a request this instance serves),
     * whether or not a socket of the session is open here: deleting a session's stored audio.
     */
    onSessionEnded(listener: EndingListener): () => void {
      endings.add(listener);
      return () => void endings.delete(listener);
    },

    /** Logged events after `afterSeq`, oldest first; what a reconnecting socket missed. */
    replay(sessionId: string, afterSeq: number, limit: number): Promise<PersistedMessage[]> {
      return log.after(sessionId, afterSeq, limit);
    },
  };
}
export type SessionEvents = ReturnType<typeof createSessionEvents>;
