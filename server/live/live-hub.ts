import type WebSocket from 'ws';
import type { RawData } from 'ws';
import { LIVE_CLOSE, type PersistedMessage, type ServerMessage } from '#contracts/realtime.ts';
import type { EventBus } from './event-bus.ts';
import {
  type ConnectionLimits,
  type LiveConnection,
  type LiveView,
  openLiveConnection,
} from './live-connection.ts';
import type { SocketLeases } from './socket-leases.ts';

export type LiveOptions = ConnectionLimits & {
  /** Ping interval; a socket that has not answered the previous ping is terminated. */
  heartbeatMs: number;
  /** How often the sign-in behind each socket is checked again (logout closes its sockets). */
  authCheckMs: number;
  /** A user's live sockets, on every instance together (leases renewed at each heartbeat). */
  maxSocketsPerUser: number;
  /** Inbound frames per socket per second before it is closed as a flood. */
  maxMessagesPerSecond: number;
};

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  slowConsumerBytes: 1024 * 1024,
  replayPage: 500,
  drainTimeoutMs: 10_000,
  gapWaitMs: 50,
  heartbeatMs: 30_000,
  authCheckMs: 3_000,
  maxSocketsPerUser: 100,
  maxMessagesPerSecond: 50,
};

/**
 * At shutdown, how long frames already read may take to be written (their acks go out), and then
 * how long a client may take to answer the closing handshake before it is cut off.
 */
const SHUTDOWN_GRACE_MS = { inbound: 5_000, closing: 1_000 };

const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

export type SocketContext = { userId: string; sessionId: string; lastSeq: number; token: string };
/** The socket's place under its user's cap across instances (socket-leases.ts). */
type Admitted = SocketContext & { leaseId: string };
/** Handles one inbound text frame; what it returns goes back to that socket only. */
export type InboundHandler = (context: SocketContext, text: string) => Promise<ServerMessage | undefined>;

type Client = Admitted & {
  socket: WebSocket;
  connection: LiveConnection;
  alive: boolean;
  window: { start: number; count: number };
  inbound: Promise<void>;
};

type Deps = {
  bus: Pick<EventBus, 'subscribe' | 'tracked'>;
  replay(sessionId: string, afterSeq: number, limit: number): Promise<PersistedMessage[]>;
  /** Whether the session cookie behind a socket still signs someone in. */
  stillSignedIn(token: string): Promise<boolean>;
  inbound: InboundHandler;
  /** The live sockets' leases, of kind `live`, taken at admission and released at close. */
  leases: Pick<SocketLeases, 'take' | 'renew' | 'release' | 'releaseAll'>;
  options: LiveOptions;
  onError?: (error: unknown) => void;
};

/** Every open live socket of this process: fan-out, heartbeats, sign-in checks, inbound frames. */
export function createLiveHub({ bus, replay, stillSignedIn, inbound, leases, options, onError }: Deps) {
  const clients = new Set<Client>();
  let stopping: Promise<void> | undefined;

  const onMessage = (client: Client, data: RawData, isBinary: boolean) => {
    // Shutting down: a frame not read yet is not acknowledged; the client sends it again.
    if (stopping) return;
    const now = Date.now();
    if (now - client.window.start >= 1000) client.window = { start: now, count: 0 };
    if (++client.window.count > options.maxMessagesPerSecond) {
      client.connection.close(LIVE_CLOSE.policy, 'too many messages');
      return;
    }
    if (isBinary) {
      client.connection.sendDirect({ type: 'error', data: { error: 'Send JSON text frames' } });
      return;
    }
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString();
    // One frame at a time per socket, so chunks take seqs in the order they were sent.
    client.inbound = client.inbound
      .then(() => inbound(client, text))
      .then((reply) => void (reply && client.connection.sendDirect(reply)))
      .catch((error: unknown) => {
        onError?.(error);
        client.connection.sendDirect({
          type: 'error',
          data: { error: 'Something went wrong on our side', code: 'internal' },
        });
      });
  };

  const heartbeat = setInterval(() => {
    if (clients.size) void leases.renew().catch(onError);
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  let checking = false;
  const authCheck = setInterval(async () => {
    if (checking || clients.size === 0) return;
    checking = true;
    try {
      const tokens = new Set([...clients].map((c) => c.token));
      for (const token of tokens) {
        if (await stillSignedIn(token)) continue;
        for (const c of clients) if (c.token === token) c.connection.close(LIVE_CLOSE.policy, 'signed out');
      }
    } catch (error) {
      onError?.(error);
    } finally {
      checking = false;
    }
  }, options.authCheckMs);
  authCheck.unref();

  return {
    /** Takes over an upgraded socket whose sign-in, origin and ownership were checked. */
    accept(socket: WebSocket, context: Admitted, view?: LiveView): void {
      if (stopping) {
        void leases.release(context.leaseId).catch(onError);
        socket.close(LIVE_CLOSE.restart, 'server restarting');
        return;
      }
      const { sessionId, lastSeq } = context;
      const connection = openLiveConnection({
        socket,
        sessionId,
        lastSeq,
        subscribe: bus.subscribe,
        tracked: bus.tracked,
        replay,
        limits: options,
        view,
      });
      const client: Client = {
        ...context,
        socket,
        connection,
        alive: true,
        window: { start: Date.now(), count: 0 },
        inbound: Promise.resolve(),
      };
      socket.on('message', (data, isBinary) => onMessage(client, data, isBinary));
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.once('close', () => {
        clients.delete(client);
        void leases.release(client.leaseId).catch(onError);
      });
      clients.add(client);
    },

    /**
     * A place for one more live socket of the user, counted across instances; undefined when they
     * hold as many as one account may. Given back by {@link accept}'s socket as it closes, or by
     * {@link giveBack} when the upgrade does not happen.
     */
    admit: (userId: string): Promise<string | undefined> => leases.take(userId),
    giveBack: (leaseId: string): Promise<void> => leases.release(leaseId),

    /**
     * Server shutdown: frames are no longer read, those being written finish (their acks go
     * out), then every socket is closed with 1012, "restarting, come back" (decision 012);
     * clients reconnect elsewhere or later with their last seq. One that does not answer the
     * closing handshake is cut off rather than waited for.
     */
    stop(): Promise<void> {
      stopping ??= (async () => {
        clearInterval(heartbeat);
        clearInterval(authCheck);
        await within(SHUTDOWN_GRACE_MS.inbound, Promise.all([...clients].map((c) => c.inbound)));
        const closed = [...clients].map((c) => new Promise((resolve) => c.socket.once('close', resolve)));
        for (const c of clients) c.connection.close(LIVE_CLOSE.restart, 'server restarting');
        await within(SHUTDOWN_GRACE_MS.closing, Promise.all(closed));
        for (const c of clients) c.socket.terminate();
        await leases.releaseAll().catch(onError);
      })();
      return stopping;
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
