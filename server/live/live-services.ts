import type { Db } from '#server/db/client.ts';
import { createInProcessBus, type EventBus } from './event-bus.ts';
import { createLiveHub, DEFAULT_LIVE_OPTIONS, type LiveOptions } from './live-hub.ts';
import { type ChunkIngest, createInboundHandler } from './live-inbound.ts';
import { createSessionEvents, type SessionEvents } from './session-events.service.ts';

/** The live path's shared parts: one bus per process and the event log over it. */
export function createLiveEvents(db: Db) {
  const bus = createInProcessBus();
  return { bus, events: createSessionEvents({ db, bus }) };
}

type HubDeps = {
  bus: EventBus;
  events: Pick<SessionEvents, 'replay'>;
  /** Resolves a session cookie's token (auth's session service). */
  resolveSession(token: string): Promise<unknown>;
  addChunk: ChunkIngest;
  options?: Partial<LiveOptions>;
  onError?: (error: unknown) => void;
};

/** The WebSocket hub with the defaults of docs/decisions/012-live-channel.md. */
export function createLiveHubFor({ bus, events, resolveSession, addChunk, options, onError }: HubDeps) {
  return createLiveHub({
    bus,
    replay: events.replay,
    stillSignedIn: async (token) => (await resolveSession(token)) !== undefined,
    inbound: createInboundHandler(addChunk),
    options: { ...DEFAULT_LIVE_OPTIONS, ...options },
    onError,
  });
}
