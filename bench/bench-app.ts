/**
 * The app as the assistant benchmarks run it: a fresh database (PGlite in memory, or a throwaway
 * PostgreSQL database dropped afterwards), listening on 127.0.0.1, with one signed-in user and a
 * session carrying the fixture's agenda and scorecard.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CandidateInput } from '#contracts/candidates.ts';
import { CreateSessionInput } from '#contracts/sessions.ts';
import { type App, buildApp } from '#server/app.ts';
import { type AiConfig, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { login } from '#server/test/factories.ts';
import type { InterviewFixture } from './interview-fixture.ts';

export type DbKind = 'pglite' | 'postgres';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PGlite in memory, or a throwaway PostgreSQL database on BENCH_ADMIN_URL's server, dropped at close. */
export async function openBenchDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dir: undefined });
  const name = `ih_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export type BenchApp = {
  server: App;
  base: string;
  userId: string;
  cookie: string;
  close(): Promise<void>;
};

/** Builds and starts the app; `ai` configures a model provider (else only the offline engine). */
export async function startBenchApp(kind: DbKind, debounceMs: number, ai?: AiConfig): Promise<BenchApp> {
  const defaults = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-assistant-')) });
  const config = { ...defaults, ai: ai ?? defaults.ai, logLevel: 'silent' as const, webDir: undefined };
  const database = await openBenchDatabase(kind);
  const server = await buildApp({ config, database, liveAssistant: { debounceMs } });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const user = await server.services.auth.addLocalUser('bench-assistant', 'Bench-Pass-1');
  const cookie = await login(server, 'bench-assistant', 'Bench-Pass-1');
  return {
    server,
    base,
    userId: user.id,
    cookie,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

/** A session with the fixture's agenda and scorecard; answers its id and agenda item ids by fixture id. */
export async function createFixtureSession({ server, userId }: BenchApp, fixture: InterviewFixture) {
  const candidate = await server.services.candidates.create(
    userId,
    CandidateInput.parse({ firstName: 'Robin', lastName: 'Bench' }),
  );
  const session = await server.services.interviews.sessionCreator.create(
    userId,
    CreateSessionInput.parse({
      candidateId: candidate.id,
      agenda: fixture.agenda,
      customScorecard: fixture.scorecard,
    }),
  );
  const itemIds = new Map(
    fixture.agenda.map((item) => {
      const row = session.agenda.find((a) => a.title === item.title);
      if (!row) throw new Error(`agenda item ${item.title} missing from the session`);
      return [item.id, row.id] as const;
    }),
  );
  return { sessionId: session.id, itemIds };
}

export type AssistantEngine = 'offline' | 'model';

/**
 * Runs a benchmark once per database and engine (PGlite and PostgreSQL, offline and a fake
 * model), narrowed by `BENCH_<PREFIX>_DB` and `BENCH_<PREFIX>_ENGINE`, with the load average
 * before and after, since these figures mean little on a busy machine.
 */
export async function overDatabasesAndEngines(
  title: string,
  prefix: string,
  run: (kind: DbKind, engine: AssistantEngine) => Promise<string[]>,
): Promise<string[]> {
  const db = process.env[`BENCH_${prefix}_DB`];
  const engine = process.env[`BENCH_${prefix}_ENGINE`];
  const kinds: DbKind[] = db ? [db as DbKind] : ['pglite', 'postgres'];
  const engines: AssistantEngine[] = engine ? [engine as AssistantEngine] : ['offline', 'model'];
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const lines = [`${title}: load average before ${load()}`];
  for (const kind of kinds) for (const e of engines) lines.push(...(await run(kind, e)));
  lines.push(`load average after ${load()}`);
  return lines;
}
