/**
 * Search across interviews (issue 34): p50/p95/p99 of `GET /api/search` with 32 keep-alive
 * clients at 5,000 interviews (~11 million words) on PostgreSQL and 500 on PGlite, and what the
 * GIN expression index adds to a transcript line's commit on the live path (`addChunk`).
 *
 *   npx tsx bench/search.ts [postgres|pglite|both] [seconds per query]
 *
 * A fresh database each (PGlite in memory; a throwaway PostgreSQL database on 127.0.0.1:5432,
 * dropped afterwards). The interviews are written by the database (bench/search-seed.ts) with the
 * search indexes dropped, then the indexes are built, as a restore or a bulk load would.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { CandidateInput } from '#contracts/candidates.ts';
import { CreateSessionInput } from '#contracts/sessions.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { login } from '#server/test/factories.ts';
import { type DbKind, openBenchDatabase } from './bench-app.ts';
import { runLoad } from './http-load.ts';
import { randomLine, seedInterviews, vocabulary } from './search-seed.ts';
import { ms, percentile } from './stats.ts';

const SIZES: Record<DbKind, { interviews: number; candidates: number; liveLines: number }> = {
  postgres: { interviews: 5_000, candidates: 1_000, liveLines: 1_000 },
  pglite: { interviews: 500, candidates: 100, liveLines: 500 },
};
const CLIENTS = 32;

/** The search indexes of migration 0013 (server/db/schema/interviews.ts). */
const INDEXES = [
  `create index conversation_chunks_search on conversation_chunks using gin (to_tsvector('english', text))`,
  `create index feedback_search on feedback using gin (to_tsvector('english', content))`,
  `create index interview_sessions_decision_search on interview_sessions using gin (to_tsvector('english', coalesce(decision, '')))`,
  `create index scorecard_items_search on scorecard_items using gin (to_tsvector('english', content))`,
];

const QUERIES: { label: string; query: Record<string, string> }[] = [
  { label: 'sponsorship', query: { q: 'sponsorship' } },
  { label: '"visa sponsorship" (phrase)', query: { q: '"visa sponsorship"' } },
  { label: 'kafka', query: { q: 'kafka' } },
  { label: 'kube* (prefix)', query: { q: 'kube*' } },
  { label: 'postgres -mysql', query: { q: 'postgres -mysql' } },
  { label: 'on-call, candidate only', query: { q: 'on-call', speaker: 'candidate' } },
  { label: 'kafka, one candidate', query: { q: 'kafka' } },
  { label: 'kafka, last 30 days', query: { q: 'kafka' } },
  { label: 'deploy (a common word)', query: { q: 'deploy' } },
];

const line = (label: string, samples: number[]) =>
  `| ${label} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 95))} | ${ms(percentile(samples, 99))} |`;

/** BENCH_SEARCH_SCALE=0.05 tries the benchmark on a twentieth of the interviews. */
const SCALE = Number(process.env.BENCH_SEARCH_SCALE ?? 1);

async function run(kind: DbKind, seconds: number) {
  const full = SIZES[kind];
  const size = { ...full, interviews: Math.max(250, Math.round(full.interviews * SCALE)) };
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-search-')) }),
    logLevel: 'silent' as const,
    webDir: undefined,
  };
  const database = await openBenchDatabase(kind);
  const app = await buildApp({ config, database, liveAssistant: { enabled: false } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await app.services.auth.addLocalUser('bench-search', 'Bench-Pass-1');
    const cookie = await login(app, 'bench-search', 'Bench-Pass-1');
    const db = database.db;
    console.log(`\n## ${kind}: ${size.interviews} interviews (load ${loadavg()[0]?.toFixed(2)})`);

    for (const create of INDEXES) await db.execute(sql.raw(`drop index ${create.split(' ')[2]}`));
    let started = performance.now();
    await seedInterviews(db, user.id, size, (done) => {
      if (done % 1000 === 0 || done === size.interviews) console.log(`  seeded ${done} interviews`);
    });
    const [counted] = (
      (await db.execute(sql`select count(*)::int as lines,
        sum(array_length(regexp_split_to_array(text, ' '), 1))::bigint as words from conversation_chunks`)) as unknown as {
        rows: { lines: number; words: string }[];
      }
    ).rows;
    console.log(
      `  seed: ${((performance.now() - started) / 1000).toFixed(0)} s, ${counted?.lines} transcript lines, ${counted?.words} transcript words`,
    );

    // The live path: one active interview takes lines through the one ingest path.
    const candidate = await app.services.candidates.create(
      user.id,
      CandidateInput.parse({ firstName: 'Live', lastName: 'Bench' }),
    );
    const session = await app.services.interviews.sessionCreator.create(
      user.id,
      CreateSessionInput.parse({
        candidateId: candidate.id,
        customScorecard: 'Depth\n- Explains trade-offs',
      }),
    );
    const words = vocabulary();
    const commit = async (n: number) => {
      const samples: number[] = [];
      for (let i = 0; i < n; i++) {
        const text = randomLine(words);
        const t0 = performance.now();
        await app.services.interviews.conversation.addChunk(user.id, session.id, {
          text,
          speaker: 'candidate',
        });
        samples.push(performance.now() - t0);
      }
      return samples;
    };
    await commit(50); // warm-up
    const without = await commit(size.liveLines);

    started = performance.now();
    for (const create of INDEXES) await db.execute(sql.raw(create));
    await db.execute(sql`analyze`);
    console.log(`  search indexes built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await commit(50);
    const withIndex = await commit(size.liveLines);
    console.log('\n| a line committed through addChunk | p50 | p95 | p99 |\n|---|---|---|---|');
    console.log(line('without the search index', without));
    console.log(line('with the search index', withIndex));
    console.log(
      `  added at p50 ${ms(percentile(withIndex, 50) - percentile(without, 50))}, at p99 ${ms(percentile(withIndex, 99) - percentile(without, 99))}`,
    );

    // Search under load: 32 clients, one query at a time.
    const [someone] = (
      (await db.execute(sql`select candidate_id from interview_sessions where user_id = ${user.id}::uuid
        and candidate_id is not null and status = 'completed' limit 1`)) as unknown as {
        rows: { candidate_id: string }[];
      }
    ).rows;
    QUERIES[6] = {
      label: 'kafka, one candidate',
      query: { q: 'kafka', candidateId: someone?.candidate_id ?? '' },
    };
    QUERIES[7] = {
      label: 'kafka, last 30 days',
      query: { q: 'kafka', from: new Date(Date.now() - 30 * 86_400_000).toISOString() },
    };
    console.log(
      `\n| GET /api/search, ${CLIENTS} clients | p50 | p95 | p99 | requests/s | hits on page 1 |\n|---|---|---|---|---|---|`,
    );
    const all: number[] = [];
    for (const { label, query } of QUERIES) {
      const target = `/api/search?${new URLSearchParams(query)}`;
      const first = await fetch(`${base}${target}`, { headers: { cookie } });
      if (!first.ok) throw new Error(`${label}: ${first.status} ${await first.text()}`);
      const hits = ((await first.json()) as { items: unknown[] }).items.length;
      const result = await runLoad({ base, cookie, path: target, clients: CLIENTS, seconds });
      all.push(...result.samples);
      console.log(`${line(label, result.samples)} ${result.perSecond.toFixed(0)} | ${hits} |`);
    }
    console.log(line('all of the above', all));
    console.log(`  load average after: ${loadavg()[0]?.toFixed(2)}`);
  } finally {
    await app.close();
    await database.close();
  }
}

const which = process.argv[2] ?? 'both';
const seconds = Number(process.argv[3] ?? 6);
for (const kind of ['pglite', 'postgres'] as const) {
  if (which === kind || which === 'both') await run(kind, seconds);
}
