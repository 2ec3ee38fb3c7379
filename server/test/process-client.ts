import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveClient } from './live-client.ts';

export type Answer = { status: number; body: unknown };

/** One HTTP request to a server in another process, with the Origin its CSRF check expects. */
export function call(
  base: string,
  method: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<Answer & { cookies: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = { origin: base };
  if (cookie) headers.cookie = cookie;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: text ? JSON.parse(text) : undefined,
          cookies: res.headers['set-cookie'] ?? [],
        }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in with a password and answers the session cookie. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/local-auth/login', { body: { username, password } });
  const sid = res.cookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !sid) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sid;
}

/** A new candidate and an interview session for them; answers the session id. */
export async function newLiveSession(base: string, cookie: string): Promise<string> {
  const candidate = await call(base, 'POST', '/api/candidates', {
    cookie,
    body: { firstName: 'Ada', lastName: 'Restart' },
  });
  const { id: candidateId } = candidate.body as { id: string };
  const session = await call(base, 'POST', '/api/sessions', { cookie, body: { candidateId } });
  if (session.status !== 201) throw new Error(`session not created: ${JSON.stringify(session.body)}`);
  return (session.body as { id: string }).id;
}

/** Polls until `check` holds; fails after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`condition not met within ${ms} ms`);
    await sleep(50);
  }
}

export type Sent = { clientChunkId: string; seq: number };

/**
 * Sends one chunk over a live socket and waits for its ack, as the dashboard does: an error
 * answer (the database is away) is retried with the same `clientChunkId` until acknowledged.
 * Answers the acknowledged seq and how many error answers came first.
 */
export async function sendUntilAcked(
  socket: LiveClient,
  clientChunkId: string,
  text: string,
  retryMs = 100,
): Promise<Sent & { refusals: string[] }> {
  const refusals: string[] = [];
  for (;;) {
    const from = socket.messages.length;
    socket.send({ type: 'chunk', clientChunkId, text, speaker: 'candidate' });
    const answer = await new Promise<{ type: string; seq?: number; code?: string }>((resolve, reject) => {
      const timer = setInterval(() => {
        for (const m of socket.messages.slice(from)) {
          if (m.type === 'ack' && m.clientChunkId === clientChunkId) return done({ type: 'ack', seq: m.seq });
          if (m.type === 'error' && m.data.clientChunkId === clientChunkId)
            return done({ type: 'error', code: m.data.code });
        }
        if (socket.socket.readyState !== socket.socket.OPEN) {
          clearInterval(timer);
          const { code, reason } = socket.closedWith ?? {};
          reject(new Error(`the socket closed (${code ?? 'closing'} ${reason ?? ''})`));
        }
      }, 5);
      const done = (value: { type: string; seq?: number; code?: string }) => {
        clearInterval(timer);
        resolve(value);
      };
    });
    if (answer.type === 'ack' && answer.seq !== undefined)
      return { clientChunkId, seq: answer.seq, refusals };
    refusals.push(answer.code ?? 'none');
    await sleep(retryMs);
  }
}
