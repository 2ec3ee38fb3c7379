import WebSocket from 'ws';

export type Closed = { code: number; reason: string };

/** A real `ws` client that records every message the server sends, parsed by `parse`. */
export type RecordingSocket<M> = {
  socket: WebSocket;
  messages: M[];
  closed: Promise<Closed>;
  /** How the socket closed, once it has. */
  closedWith?: Closed;
  /** Resolves with the first recorded message (past or future) matching, or fails after `ms`. */
  waitFor<N extends M>(match: (m: M) => m is N, ms?: number): Promise<N>;
  waitFor(match: (m: M) => boolean, ms?: number): Promise<M>;
};

/**
 * Opens `url` with `headers`; rejects with `Error('HTTP <status> <body>')` when the upgrade is
 * refused, so a test can read the refusal.
 */
export function openRecordingSocket<M>(
  url: URL,
  headers: Record<string, string>,
  parse: (raw: unknown) => M,
  protocols: string[] = [],
): Promise<RecordingSocket<M>> {
  const socket = new WebSocket(url, protocols, { headers });
  const messages: M[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(parse(JSON.parse(data.toString())));
    for (const wake of [...waiters]) wake();
  });
  const client = { socket, messages } as RecordingSocket<M>;
  client.closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => {
      client.closedWith = { code, reason: reason.toString() };
      resolve(client.closedWith);
    }),
  );
  client.waitFor = (match: (m: M) => boolean, ms = 5_000) =>
    new Promise<M>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages.slice(-3))}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (part: Buffer) => {
        body += part.toString();
      });
      res.on('end', () => {
        reject(new Error(`HTTP ${res.statusCode} ${body}`));
        socket.terminate();
      });
    });
    socket.once('error', (error) => reject(error));
  });
}
