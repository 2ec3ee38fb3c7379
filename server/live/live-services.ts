import type {} from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '#server/db/client.ts';
import { createInProcessBus, type EventBus } from './event-bus.ts';
import { createLiveHub, DEFAULT_LIVE_OPTIONS, type LiveOptions } from './live-hub.ts';
import { type ChunkIngest, createInboundHandler } from './live-inbound.ts';
import {
  createPgNotifyBus,
  DEFAULT_PG_BUS_OPTIONS,
  type PgBusOptions,
  type PgNotifyBus,
} from './pg-notify-bus.ts';
import { createSessionEventsRepository } from './session-events.repository.ts';
import { createSessionEvents, type SessionEvents } from './session-events.service.ts';
import { createSocketLeases, DEFAULT_SOCKET_LEASE_MS } from './socket-leases.ts';

/** The live path's settings: the hub's and, on PostgreSQL, the bus's. */
export type LiveSettings = LiveOptions & PgBusOptions;

/** The `pg` pool behind a Drizzle database on PostgreSQL; undefined on PGlite. */
export function postgresPool(db: Db): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}

type EventsOptions = { options?: Partial<PgBusOptions>; onError?: (error: unknown) => void };

/**
 * The live path's shared parts: one bus per process and the event log over it. On PostgreSQL
 * the bus is LISTEN/NOTIFY, so several instances can serve one session's sockets; on PGlite
 * (one process by construction) it is in-process (docs/decisions/013-several-instances.md).
 */
export function createLiveEvents(db: Db, { options, onError }: EventsOptions = {}) {
  const pool = postgresPool(db);
  const bus: EventBus | PgNotifyBus = pool
    ? createPgNotifyBus({
        pool,
        log: createSessionEventsRepository(db),
        options: { ...DEFAULT_PG_BUS_OPTIONS, ...options },
        onError,
      })
    : createInProcessBus(onError);
  return { bus, events: createSessionEvents({ db, bus, onError }) };
}

type HubDeps = {
  db: Db;
  /** This process among the instances: its live sockets' leases carry it. */
  instanceId: string;
  bus: EventBus | PgNotifyBus;
  events: Pick<SessionEvents, 'replay'>;
  /** Resolves a session cookie's token (auth's session service). */
  resolveSession(token: string): Promise<unknown>;
  addChunk: ChunkIngest;
  options?: Partial<LiveOptions>;
  onError?: (error: unknown) => void;
};

/** The WebSocket hub with the defaults of docs/decisions/012-live-channel.md. */
export function createLiveHubFor(deps: HubDeps) {
  const { db, instanceId, bus, events, resolveSession, addChunk, onError } = deps;
  const options = { ...DEFAULT_LIVE_OPTIONS, ...deps.options };
  const leases = createSocketLeases(db, instanceId, 'live', {
    maxSocketsPerUser: options.maxSocketsPerUser,
    leaseMs: DEFAULT_SOCKET_LEASE_MS,
  });
  const hub = createLiveHub({
    bus,
    replay: events.replay,
    stillSignedIn: async (token) => (await resolveSession(token)) !== undefined,
    inbound: createInboundHandler(addChunk, (sessionId, message) => bus.publish(sessionId, message)),
    leases,
    options,
    onError,
  });
  return {
    ...hub,
    bus,
    /** Closes every socket with 1012 once the frames being written are (shutdown's first step). */
    closeSockets: hub.stop,
    /** Closes every socket, then releases the bus (server shutdown). */
    async stop(): Promise<void> {
      await hub.stop();
      await bus.close?.();
    },
  };
}
export type LiveService = ReturnType<typeof createLiveHubFor>;

/**
 * `@fastify/websocket`'s `preClose`. Its default closes every socket without a code (1005)
 * before any `onClose` hook runs; at shutdown the hub closes them itself with 1012, and the audio
 * sockets theirs once their last transcripts are committed.
 */
export function closeSocketsAtShutdown(
  hub: Pick<LiveService, 'closeSockets'>,
  audio: { stop(): Promise<void> },
) {
  return async function preClose(this: FastifyInstance): Promise<void> {
    await Promise.all([hub.closeSockets(), audio.stop()]);
    await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
  };
}
