import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { App } from '#server/app.ts';
import { openRecordingSocket, type RecordingSocket } from './recording-socket.ts';

/** Starts the app on a loopback port (once) and answers its base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type { Closed } from './recording-socket.ts';

/** A real `ws` client on `/ws` that records everything the server sends. */
export type LiveClient = RecordingSocket<ServerMessage> & {
  /** The seqs of the persisted messages received so far. */
  seqs(): number[];
  send(message: unknown): void;
  close(): void;
};

type Open = {
  cookie?: string;
  origin?: string;
  sessionId: string;
  lastSeq?: number;
  /** Subprotocols offered (a Meet panel offers `ih-panel` and its grant). */
  protocols?: string[];
};

/** Opens `/ws?sessionId&lastSeq`; rejects with `Error('HTTP <status> …')` when the upgrade is refused. */
export async function openLive(
  base: string,
  { cookie, origin = base, sessionId, lastSeq, protocols }: Open,
): Promise<LiveClient> {
  const url = new URL('/ws', base.replace(/^http/, 'ws'));
  url.searchParams.set('sessionId', sessionId);
  if (lastSeq !== undefined) url.searchParams.set('lastSeq', String(lastSeq));
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const client = await openRecordingSocket(url, headers, (raw) => raw as ServerMessage, protocols);
  const { socket, messages } = client;
  return Object.assign(client, {
    seqs: () => messages.flatMap((m) => ('seq' in m && m.type !== 'ack' ? [m.seq] : [])),
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(),
  });
}
