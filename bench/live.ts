/**
 * The live path: `POST /api/sessions/:id/text` → `new_chunk` on every subscribed socket, at 50
 * and 200 concurrent live sessions (2 sockets each, 1 chunk per second per session), on PGlite
 * and on PostgreSQL, next to a bare `ws` fan-out server (the floor) measured in the same run.
 * The clients run in a worker thread. `BENCH_LIVE_SECONDS` (30), `BENCH_LIVE_SESSIONS` (50,200),
 * `BENCH_LIVE_DB=pglite|postgres`, `BENCH_ADMIN_URL` (the PostgreSQL server) narrow it. Beside the
 * HTTP path it measures chunks sent over the socket (`BENCH_LIVE_SOCKET=0` skips that).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { CandidateInput } from '#contracts/candidates.ts';
import { CreateSessionInput } from '#contracts/sessions.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { login } from '#server/test/factories.ts';
import { type LiveLoadResult, runLiveLoad } from './live-load.ts';
import { ms, percentile } from './stats.ts';

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const WARMUP = 3;
const COUNTS = (process.env.BENCH_LIVE_SESSIONS ?? '50,200').split(',').map(Number);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SESSIONS_PER_USER = 25;

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

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dir: undefined });
  const name = `ih_bench_live_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name}`);
    },
  };
}

async function app(kind: 'pglite' | 'postgres', sessions: number, mode: 'app' | 'socket'): Promise<string> {
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-live-')) }),
    logLevel: 'silent' as const,
    webDir: undefined,
  };
  const database = await openBenchDatabase(kind);
  const server = await buildApp({
    config,
    database,
    live: { maxSocketsPerUser: 10_000 },
    // The channel alone: the assistant's passes are measured by the assistant benchmarks.
    liveAssistant: { enabled: false },
  });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const list: { id: string; cookie: string }[] = [];
    for (let u = 0; u * SESSIONS_PER_USER < sessions; u++) {
      const username = `bench-live-${u}`;
      const user = await server.services.auth.addLocalUser(username, 'Bench-Pass-1');
      const cookie = await login(server, username, 'Bench-Pass-1');
      for (let i = 0; i < Math.min(SESSIONS_PER_USER, sessions - u * SESSIONS_PER_USER); i++) {
        const candidate = await server.services.candidates.create(
          user.id,
          CandidateInput.parse({ firstName: 'Ada', lastName: `Bench ${i}` }),
        );
        const session = await server.services.interviews.sessionCreator.create(
          user.id,
          CreateSessionInput.parse({ candidateId: candidate.id }),
        );
        list.push({ id: session.id, cookie });
      }
    }
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
  const kinds = process.env.BENCH_LIVE_DB
    ? [process.env.BENCH_LIVE_DB as 'pglite' | 'postgres']
    : (['pglite', 'postgres'] as const);
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
  }
  lines.push(
    `load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return lines;
}
