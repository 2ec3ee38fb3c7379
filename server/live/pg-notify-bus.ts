import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createDedicatedConnection } from '#server/db/dedicated-connection.ts';
import { createListenerOnDemand } from '#server/db/pg-listener.ts';
import { createBatchedAfter } from './batched-reads.ts';
import { decodeNotice, LIVE_CHANNEL } from './bus-notice.ts';
import { startSweep } from './bus-sweep.ts';
import type { BusEvent, BusListener } from './event-bus.ts';
import { createNoticeSender } from './notice-sender.ts';
import type { SessionEventsRepository } from './session-events.repository.ts';

export type PgBusOptions = {
  /** First wait before the LISTEN connection is opened again; doubles up to `busReconnectMaxMs`. */
  busReconnectMs: number;
  busReconnectMaxMs: number;
  /** How often the sessions served here are compared with the log: the most a lost hint delays. */
  busSweepMs: number;
};

export const DEFAULT_PG_BUS_OPTIONS: PgBusOptions = {
  busReconnectMs: 250,
  busReconnectMaxMs: 10_000,
  busSweepMs: 10_000,
};

/** The reads of `session_events` the bus needs. */
export type EventLog = Pick<SessionEventsRepository, 'afterMany' | 'lastSeqs'>;

type Deps = { pool: pg.Pool; log: EventLog; options: PgBusOptions; onError?: (error: unknown) => void };

type Room = {
  listeners: Set<BusListener>;
  /** Every seq up to this one reached the listeners or their replay; undefined until tracked. */
  cursor: number | undefined;
  init: Promise<void> | undefined;
  /** The room's reads and ordered deliveries, one at a time. */
  chain: Promise<void>;
  /** A catch-up waits on the chain; hints arriving meanwhile need no other one. */
  queued: boolean;
};

const newRoom = (): Room => ({
  listeners: new Set(),
  cursor: undefined,
  init: undefined,
  chain: Promise.resolve(),
  queued: false,
});

const PAGE = 500;
const LISTEN_IDLE_MS = 30_000; // the LISTEN connection outlives the last socket this long

/**
 * The bus for several instances on one PostgreSQL (docs/decisions/013-several-instances.md).
 * Local listeners get local events at once. Each persisted event is also announced by a NOTIFY
 * of only the session id and seq, a wake-up hint: the other instances read the events after the
 * last seq they delivered from `session_events`. A lost hint costs latency, never an event: each
 * followed session is read again after every reconnection and every `busSweepMs`.
 */
export function createPgNotifyBus({ pool, log, options, onError = () => undefined }: Deps) {
  const instance = randomUUID();
  const rooms = new Map<string, Room>();
  const after = createBatchedAfter(log, PAGE);

  const deliver = (room: Room, event: BusEvent) => {
    for (const listener of [...room.listeners]) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  };

  const enqueue = (room: Room, task: () => Promise<void>): Promise<void> => {
    const run = room.chain.then(task);
    room.chain = run.catch(() => undefined);
    return run;
  };

  /** Delivers, in seq order, every committed event after the room's cursor. */
  const readAfterCursor = async (sessionId: string, room: Room) => {
    for (let from = room.cursor; from !== undefined && rooms.get(sessionId) === room; from = room.cursor) {
      const page = await after(sessionId, from);
      for (const message of page) {
        if (room.cursor !== undefined && message.seq <= room.cursor) continue;
        room.cursor = message.seq;
        deliver(room, message);
      }
      if (page.length < PAGE) return;
    }
  };

  const catchUp = (sessionId: string, room: Room) => {
    if (room.queued) return;
    room.queued = true;
    enqueue(room, async () => {
      room.queued = false;
      await readAfterCursor(sessionId, room);
    }).catch(onError);
  };

  const receive = (payload: string) => {
    const notice = decodeNotice(payload);
    if (!notice || notice.i === instance) return;
    if ('h' in notice) {
      for (const [sessionId, seq] of notice.h) {
        const room = rooms.get(sessionId);
        if (room && (room.cursor === undefined || seq > room.cursor)) catchUp(sessionId, room);
      }
      return;
    }
    const room = rooms.get(notice.s);
    if (!room) return;
    const event = notice.e;
    if (event.type !== 'session_ended') return deliver(room, event);
    // What was committed before the session ended reaches the sockets before they close.
    void enqueue(room, async () => {
      await readAfterCursor(notice.s, room).catch(onError);
      deliver(room, event);
    });
  };

  const listener = createListenerOnDemand({
    config: pool.options,
    name: 'interview-hub live',
    channel: LIVE_CHANNEL,
    onNotification: receive,
    onListening: () => {
      for (const [sessionId, room] of rooms) catchUp(sessionId, room);
    },
    onError,
    backoff: { initialMs: options.busReconnectMs, maxMs: options.busReconnectMaxMs },
    idleMs: LISTEN_IDLE_MS,
  });

  const stopSweep = startSweep({
    everyMs: options.busSweepMs,
    followed: () => new Map([...rooms].map(([sessionId, room]) => [sessionId, room.cursor])),
    lastSeqs: log.lastSeqs,
    behind: (sessionId) => {
      const room = rooms.get(sessionId);
      if (room) catchUp(sessionId, room);
    },
    onError,
  });

  // Notices never wait behind the pool's queries: under load they would fall behind the writes.
  const connection = createDedicatedConnection(pool.options, 'interview-hub live notices');
  const sender = createNoticeSender(instance, connection, onError);

  const bus = {
    publish(sessionId: string, event: BusEvent): void {
      const room = rooms.get(sessionId);
      if (room) {
        deliver(room, event);
        if ('seq' in event && room.cursor !== undefined && event.seq === room.cursor + 1)
          room.cursor = event.seq;
      }
      sender.send('seq' in event ? { s: sessionId, q: event.seq } : { s: sessionId, e: event });
    },

    subscribe(sessionId: string, onEvent: BusListener): () => void {
      const room = rooms.get(sessionId) ?? newRoom();
      if (rooms.get(sessionId) !== room) {
        rooms.set(sessionId, room);
        listener.follow();
      }
      room.listeners.add(onEvent);
      return () => {
        room.listeners.delete(onEvent);
        if (room.listeners.size > 0 || rooms.get(sessionId) !== room) return;
        rooms.delete(sessionId);
        if (rooms.size === 0) listener.unfollowLater();
      };
    },

    /** The first listener of a session fixes the cursor at the last committed seq; its replay reads the rest. */
    tracked(sessionId: string): Promise<void> {
      const room = rooms.get(sessionId);
      if (!room) return Promise.resolve();
      room.init ??= enqueue(room, async () => {
        const last = (await log.lastSeqs([sessionId])).get(sessionId) ?? 0;
        room.cursor = Math.max(room.cursor ?? 0, last);
      }).catch((error: unknown) => {
        room.init = undefined;
        throw error;
      });
      return room.init;
    },

    async close(): Promise<void> {
      stopSweep();
      await listener.stop();
      await sender.drain();
      await connection.close();
    },

    listenerPid: listener.pid,
    listening: listener.listening,
  };
  return bus;
}
export type PgNotifyBus = ReturnType<typeof createPgNotifyBus>;
