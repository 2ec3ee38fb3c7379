import type { EphemeralMessage, PersistedMessage } from '#contracts/realtime.ts';

/** Ephemeral messages for every socket of a session (acks go to one socket, never on the bus). */
export type BroadcastMessage = Exclude<EphemeralMessage, { type: 'ack' }>;
/** What travels on the bus: a committed event, an ephemeral message, or the end of a session. */
export type BusEvent = PersistedMessage | BroadcastMessage | SessionEnded;
/** Not sent to clients: every socket of the session closes (after what was published before it). */
export type SessionEnded = { type: 'session_ended'; reason: 'closed' | 'deleted' };

export type BusListener = (event: BusEvent) => void;

/**
 * Fan-out of live events to the sockets of a session. Publishers call `publish` after their
 * transaction commits; the event is already in `session_events`, so a listener that misses one
 * can always read it back. With several server instances on one PostgreSQL, `createPgNotifyBus`
 * (pg-notify-bus.ts) implements the same methods over LISTEN/NOTIFY
 * (docs/decisions/013-several-instances.md).
 */
export type EventBus = {
  publish(sessionId: string, event: BusEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(sessionId: string, listener: BusListener): () => void;
  /**
   * Resolves once the bus follows the session for a listener that just subscribed; a socket
   * reads its replay from the database only after this, so no event falls between the two.
   */
  tracked?(sessionId: string): Promise<void>;
  /** Releases what the bus holds (a database connection); the server is shutting down. */
  close?(): Promise<void>;
};

/** One process: a map of listener sets; delivery is synchronous and in publish order. */
export function createInProcessBus(onListenerError?: (error: unknown) => void): EventBus {
  const rooms = new Map<string, Set<BusListener>>();
  return {
    publish(sessionId, event) {
      const listeners = rooms.get(sessionId);
      if (!listeners) return;
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError?.(error);
        }
      }
    },
    subscribe(sessionId, listener) {
      let listeners = rooms.get(sessionId);
      if (!listeners) {
        listeners = new Set();
        rooms.set(sessionId, listeners);
      }
      listeners.add(listener);
      return () => {
        const current = rooms.get(sessionId);
        current?.delete(listener);
        if (current?.size === 0) rooms.delete(sessionId);
      };
    },
  };
}
