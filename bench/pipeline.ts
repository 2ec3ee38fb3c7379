/**
 * The pipeline lists at the target size (bench/pipeline-seed.ts): first pages, searches,
 * statistics and options over HTTP at 32 concurrent clients, on PGlite and on PostgreSQL. The
 * clients are a process of their own on raw keep-alive sockets (bench/http-load.ts), 1 warm-up
 * second then `BENCH_SECONDS` (8) measured a case. The server runs as `npm start` runs it, in a
 * process of its own (e2e/fixtures/server.ts `startProduct`, logging at `warn` so that no request
 * writes a line), on the database filled here.
 * `BENCH_PIPELINE_DB=pglite|postgres` picks one database, `BENCH_PIPELINE_ONLY=/api/…,/api/…`
 * some paths, `BENCH_ADMIN_URL` the PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type DatabaseOptions, openDatabase } from '#server/db/client.ts';
import { startProduct } from '../e2e/fixtures/server.ts';
import { runLoad } from './http-load.ts';
import { SIZES, seedPipeline } from './pipeline-seed.ts';
import { ms, percentile } from './stats.ts';

const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USER = { name: 'bench', password: 'Timing-Pass-81' };

/** The figures: first pages (limit 50) of every list, and searches. */
const LISTS = [
  '/api/companies',
  '/api/job-openings',
  '/api/candidates',
  '/api/applications',
  '/api/companies?search=globex',
  '/api/job-openings?search=lisbon',
  '/api/candidates?search=ada%20lovelace7',
  '/api/applications?search=lovelace7',
  '/api/applications?search=lovelace',
  '/api/applications?search=lo',
  '/api/applications?status=offer&source=Referral',
];
/** What the screens load beside the lists: tiles and selectors (fewer requests). */
const EXTRAS = [
  '/api/job-openings/stats',
  '/api/candidates/stats',
  '/api/applications/stats',
  '/api/candidates/options?search=tur',
  '/api/candidates/options',
  '/api/companies/options',
  '/api/job-openings/options',
];

type Target = { base: string; cookie: string; path: string };
type Figures = { p50: number; p99: number; perSecond: number; bytes: number; spread: string };

/** One client, then `CLIENTS` (for `share` of the time: tiles and selectors get less). */
async function measure(target: Target, share: number): Promise<[Figures, Figures]> {
  const figures = async (clients: number, seconds: number): Promise<Figures> => {
    const run = await runLoad({ ...target, clients, seconds });
    return {
      p50: percentile(run.samples, 50),
      p99: percentile(run.samples, 99),
      perSecond: run.perSecond,
      bytes: run.bytes,
      spread: `${Math.min(...run.perClient)}–${Math.max(...run.perClient)}`,
    };
  };
  return [await figures(1, 2), await figures(CLIENTS, Math.max(2, SECONDS / share))];
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

/** A throwaway database on the PostgreSQL server; `drop` removes it. */
async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ih_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name}`) };
}

/**
 * Fills the database the server will open: the bench user and their pipeline, then
 * `vacuum analyze` as autovacuum would after a bulk load (planner statistics, visibility map).
 */
async function seedDatabase(dataDir: string, options: DatabaseOptions) {
  const database = await openDatabase(options);
  const config = { ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' as const };
  const app = await buildApp({ config, database });
  try {
    const user = await app.services.auth.addLocalUser(USER.name, USER.password);
    await seedPipeline(database.db, user.id);
    for (const table of ['companies', 'job_openings', 'candidates', 'applications']) {
      await database.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

async function benchOn(kind: 'pglite' | 'postgres'): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-pipeline-'));
  const postgres = kind === 'postgres' ? await throwawayPostgres() : undefined;
  // Where server/main.ts keeps PGlite in its data directory.
  const options: DatabaseOptions = postgres
    ? { kind: 'postgres', url: postgres.url }
    : { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
  try {
    const seeding = performance.now();
    await seedDatabase(dataDir, options);
    const lines = [
      `pipeline on ${kind}: seeded ${SIZES.candidates} candidates, ${SIZES.companies} companies, ` +
        `${SIZES.jobOpenings} job openings, ${SIZES.applications} applications in ${ms(performance.now() - seeding)}`,
    ];
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: postgres?.url ?? '' };
    const server = await startProduct(env, { dataDir, web: false });
    try {
      const cookie = await signIn(server.url, USER.name, USER.password);
      lines.push(...(await measureAll(server.url, cookie)));
    } finally {
      await server.stop();
    }
    return lines;
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs in over HTTP as the login form does; returns the `sid=…` cookie. */
async function signIn(url: string, username: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/local-auth/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!answer.ok || !sid) throw new Error(`Sign-in failed: ${answer.status} ${await answer.text()}`);
  return sid.split(';')[0] as string;
}

/** Every path of `LISTS` and `EXTRAS` (or of `BENCH_PIPELINE_ONLY`), as table rows. */
async function measureAll(base: string, cookie: string): Promise<string[]> {
  const lines = [
    `  load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  ];
  lines.push(
    '  | endpoint | 1 client p50 | 32 clients p50 | 32 clients p99 | req/s | body | answers per client |',
  );
  const only = process.env.BENCH_PIPELINE_ONLY?.split(',');
  for (const endpoint of [...LISTS, ...EXTRAS].filter((e) => !only || only.includes(e))) {
    const share = LISTS.includes(endpoint) ? 1 : 4;
    const [solo, loaded] = await measure({ base, cookie, path: endpoint }, share);
    const cells = [
      `\`${endpoint}\``,
      ms(solo.p50),
      ms(loaded.p50),
      ms(loaded.p99),
      String(Math.round(loaded.perSecond)),
      `${Math.round(loaded.bytes / 1024)} KiB`,
      loaded.spread,
    ];
    lines.push(`  | ${cells.join(' | ')} |`);
  }
  lines.push(
    `  load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  return lines;
}

export async function benchPipeline(): Promise<string[]> {
  const only = process.env.BENCH_PIPELINE_DB;
  const kinds = (['pglite', 'postgres'] as const).filter((k) => !only || only === k);
  const lines: string[] = [];
  for (const kind of kinds) lines.push(...(await benchOn(kind)));
  return lines;
}
