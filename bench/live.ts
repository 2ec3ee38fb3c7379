/**
 * The live path: `POST /api/sessions/:id/text` → `new_chunk` on every subscribed socket, at 50
 * and 200 concurrent live sessions (2 sockets each, 1 chunk per second per session), on PGlite
 * and on PostgreSQL, next to a bare `ws` fan-out server (the floor) measured in the same run.
 * The clients run in a worker thread. `BENCH_LIVE_SECONDS` (30), `BENCH_LIVE_SESSIONS` (50,200),
 * `BENCH_LIVE_DB=pglite|postgres`, `BENCH_ADMIN_URL` (the PostgreSQL server) narrow it. Beside the
 * HTTP path it measures chunks sent over the socket (`BENCH_LIVE_SOCKET=0` skips that), two
 * instances on one PostgreSQL with a socket of each session on each, and the acknowledgement with
 * the assistant on (bench/live-scale.ts; `BENCH_LIVE_SCALE=0` skips those).
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { WebSocketServer } from 'ws';
import { type DbKind, openBenchDatabase } from './bench-app.ts';
import { type LiveLoadResult, runLiveLoad } from './live-load.ts';
import { assistantOn, seedLiveSessions, startLiveApp, twoInstances } from './live-scale.ts';
import { ms, percentile } from './stats.ts';

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const WARMUP = 3;
const COUNTS = (process.env.BENCH_LIVE_SESSIONS ?? '50,200').split(',').map(Number);

const line = (name: string, r: LiveLoadResult) => {
  const p = (xs: number[], q: number) => ms(percentile(xs, q));
  return (
    `${name}: every socket p50=${p(r.everySocket, 50)} p99=${p(r.everySocket, 99)} max=${ms(Math.max(...r.everySocket))}` +
    ` | per socket p50=${p(r.perSocket, 50)} p99=${p(r.perSocket, 99)}` +
    (r.answered.length ? ` | POST answered p50=${p(r.answered, 50)} p99=${p(r.answered, 99)}` : '') +
    ` | chunks=${r.everySocket.length} lost=${r.lost} errors=${r.errors}`
  );
};

/** A bare `ws` server that fans each message out to the sockets of its session: the floor. */
async function floor(sessions: number): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const rooms = new Map<string, Set<import('ws').WebSocket>>();
  wss.on('connection', (socket, request) => {
    const id = new URL(request.url ?? '/', 'http://x').searchParams.get('sessionId') ?? '';
    const room = rooms.get(id) ?? new Set();
    rooms.set(id, room.add(socket));
    socket.on('message', (data) => {
      for (const peer of room) peer.send(data.toString());
    });
    socket.on('close', () => room.delete(socket));
  });
  const base = `http://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const list = Array.from({ length: sessions }, (_, i) => ({ id: `s${i}`, cookie: '' }));
  const result = await runLiveLoad({
    base,
    mode: 'floor',
    sessions: list,
    seconds: SECONDS,
    warmupSeconds: WARMUP,
  });
  await new Promise((resolve) => wss.close(resolve));
  return line(`floor (bare ws fan-out), ${sessions} sessions`, result);
}

async function app(kind: DbKind, sessions: number, mode: 'app' | 'socket'): Promise<string> {
  const database = await openBenchDatabase(kind);
  // The channel alone: the assistant's passes are measured by the rows of bench/live-scale.ts.
  const { server, base } = await startLiveApp(database, false);
  try {
    const list = await seedLiveSessions(server, sessions, false);
    const result = await runLiveLoad({
      base,
      mode,
      sessions: list,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
    });
    const via = mode === 'app' ? 'POST /text' : 'chunk over the socket';
    return line(`${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${sessions} sessions, ${via}`, result);
  } finally {
    await server.close();
    await database.close();
  }
}

export async function benchLive(): Promise<string[]> {
  const kinds: DbKind[] = process.env.BENCH_LIVE_DB
    ? [process.env.BENCH_LIVE_DB as DbKind]
    : ['pglite', 'postgres'];
  const lines = [
    `live: ${SECONDS} s per case after ${WARMUP} s warm-up; load average before ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ];
  for (const sessions of COUNTS) {
    lines.push(await floor(sessions));
    for (const kind of kinds) lines.push(await app(kind, sessions, 'app'));
    if (process.env.BENCH_LIVE_SOCKET !== '0')
      for (const kind of kinds) lines.push(await app(kind, sessions, 'socket'));
    if (process.env.BENCH_LIVE_SCALE === '0') continue;
    const timing = { seconds: SECONDS, warmupSeconds: WARMUP };
    if (kinds.includes('postgres')) {
      lines.push(await twoInstances(sessions, false, timing));
      lines.push(await twoInstances(sessions, true, timing));
    }
    for (const kind of kinds) lines.push(await assistantOn(kind, sessions, timing));
  }
  lines.push(
    `load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return lines;
}
