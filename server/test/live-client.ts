import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { App } from '#server/app.ts';

/** Starts the app on a loopback port (once) and answers its base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type Closed = { code: number; reason: string };

/** A real `ws` client on `/ws` that records everything the server sends. */
export type LiveClient = {
  socket: WebSocket;
  messages: ServerMessage[];
  closed: Promise<Closed>;
  /** How the socket closed, once it has. */
  closedWith?: Closed;
  /** Resolves with the first recorded message (past or future) matching, or fails after `ms`. */
  waitFor<M extends ServerMessage>(match: (m: ServerMessage) => m is M, ms?: number): Promise<M>;
  waitFor(match: (m: ServerMessage) => boolean, ms?: number): Promise<ServerMessage>;
  /** The seqs of the persisted messages received so far. */
  seqs(): number[];
  send(message: unknown): void;
  close(): void;
};

type Open = { cookie?: string; origin?: string; sessionId: string; lastSeq?: number };

/** Opens `/ws?sessionId&lastSeq`; rejects with `Error('HTTP <status>')` when the upgrade is refused. */
export function openLive(
  base: string,
  { cookie, origin = base, sessionId, lastSeq }: Open,
): Promise<LiveClient> {
  const url = new URL('/ws', base.replace(/^http/, 'ws'));
  url.searchParams.set('sessionId', sessionId);
  if (lastSeq !== undefined) url.searchParams.set('lastSeq', String(lastSeq));
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const socket = new WebSocket(url, { headers });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as ServerMessage);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => {
      client.closedWith = { code, reason: reason.toString() };
      resolve(client.closedWith);
    }),
  );
  const client: LiveClient = {
    socket,
    messages,
    closed,
    waitFor(match: (m: ServerMessage) => boolean, ms = 5_000) {
      return new Promise<ServerMessage>((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching message within ${ms} ms; got ${messages.map((m) => m.type).join(', ')}`),
          );
        }, ms);
        waiters.add(check);
        check();
      });
    },
    seqs: () => messages.flatMap((m) => ('seq' in m && m.type !== 'ack' ? [m.seq] : [])),
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(),
  } as LiveClient;
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      reject(new Error(`HTTP ${res.statusCode}`));
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}
