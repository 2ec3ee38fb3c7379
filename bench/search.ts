/**
 * Search across interviews (issue 34): p50/p95/p99 of `GET /api/search` with 32 keep-alive
 * clients at 5,000 interviews (~11 million words) on PostgreSQL and 500 on PGlite, a transcript
 * line's commit on the live path (`addChunk`), and what the stored `search_vector` and its GIN
 * index add to that commit.
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
import type { Database } from '#server/db/client.ts';
import { createSearchIndex, SEARCHED_TEXTS } from '#server/db/schema/search-vectors.ts';
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

    for (const { index } of SEARCHED_TEXTS) await db.execute(sql.raw(`drop index ${index}`));
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

    started = performance.now();
    for (const searched of SEARCHED_TEXTS) await db.execute(sql.raw(createSearchIndex(searched)));
    await db.execute(sql`analyze`);
    console.log(`  search indexes built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await commit(50); // warm-up
    const live = await commit(size.liveLines);
    const indexing = await indexingCost(db, session.id, words, size.liveLines);
    console.log('\n| a line committed | p50 | p95 | p99 |\n|---|---|---|---|');
    console.log(line('through addChunk (the live path)', live));
    console.log(line('insert alone, without search_vector and its index', indexing.without));
    console.log(line('insert alone, with them', indexing.with));
    console.log(line('with minus without, line by line', indexing.added));

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
      `\n| GET /api/search | 1 client p50 | 1 client p95 | ${CLIENTS} clients p50 | p95 | p99 | requests/s | hits on page 1 | load |\n|---|---|---|---|---|---|---|---|---|`,
    );
    const all: number[] = [];
    for (const { label, query } of QUERIES) {
      const target = `/api/search?${new URLSearchParams(query)}`;
      const first = await fetch(`${base}${target}`, { headers: { cookie } });
      if (!first.ok) throw new Error(`${label}: ${first.status} ${await first.text()}`);
      const answer = (await first.json()) as { items: unknown[]; capped: boolean };
      const hits = `${answer.items.length}${answer.capped ? ', capped' : ''}`;
      try {
        // One client first: the search's own latency, without 31 others queued in front of it.
        const alone = await runLoad({ base, cookie, path: target, clients: 1, seconds: 2 });
        const result = await runLoad({ base, cookie, path: target, clients: CLIENTS, seconds });
        all.push(...result.samples);
        const one = `${ms(percentile(alone.samples, 50))} | ${ms(percentile(alone.samples, 95))}`;
        console.log(
          `| ${label} | ${one} ${line('', result.samples).slice(3)} ${result.perSecond.toFixed(0)} | ${hits} | ${loadavg()[0]?.toFixed(1)} |`,
        );
      } catch (error) {
        // A refused request (a 503 when the pool's connections stay busy too long) ends the run.
        console.log(
          `| ${label} | failed: ${(error as Error).message.split('\n').find((l) => l.startsWith('Error:'))} |`,
        );
      }
    }
    console.log(`| all of the above | | ${line('', all).slice(3)}`);
    console.log(`  load average after: ${loadavg()[0]?.toFixed(2)}`);
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * What the search column and its index add to committing a line, measured line by line: the same
 * row is inserted, each in its own transaction, into `conversation_chunks` and into a twin table
 * with the same rows, indexes and foreign key but no `search_vector` (so no `to_tsvector`, no GIN
 * entries), in alternating order, so both see the same moment of the machine's load.
 */
async function indexingCost(db: Database['db'], sessionId: string, words: string[], n: number) {
  await db.execute(
    sql`create table bench_plain_chunks (like conversation_chunks including defaults including indexes)`,
  );
  await db.execute(sql`alter table bench_plain_chunks drop column search_vector`);
  await db.execute(
    sql`alter table bench_plain_chunks add foreign key (session_id) references interview_sessions (id)`,
  );
  await db.execute(sql`insert into bench_plain_chunks (id, session_id, seq, client_chunk_id, text, speaker, timestamp)
    select id, session_id, seq, client_chunk_id, text, speaker, timestamp from conversation_chunks`);
  await db.execute(sql`analyze bench_plain_chunks`);
  const insert = (table: string, i: number, text: string) => {
    const t0 = performance.now();
    return db
      .execute(sql`insert into ${sql.raw(table)} (session_id, seq, client_chunk_id, text, speaker)
        values (${sessionId}::uuid, ${1_000_000 + i}, ${`indexing-${i}`}, ${text}, 'candidate')`)
      .then(() => performance.now() - t0);
  };
  const result = { with: [] as number[], without: [] as number[], added: [] as number[] };
  for (let i = -50; i < n; i++) {
    const text = randomLine(words);
    const plainFirst = i % 2 === 0;
    const a = await insert(plainFirst ? 'bench_plain_chunks' : 'conversation_chunks', i, text);
    const b = await insert(plainFirst ? 'conversation_chunks' : 'bench_plain_chunks', i, text);
    if (i < 0) continue; // warm-up
    const [plain, indexed] = plainFirst ? [a, b] : [b, a];
    result.without.push(plain);
    result.with.push(indexed);
    result.added.push(indexed - plain);
  }
  await db.execute(sql`drop table bench_plain_chunks`);
  return result;
}

const which = process.argv[2] ?? 'both';
const seconds = Number(process.argv[3] ?? 6);
for (const kind of ['pglite', 'postgres'] as const) {
  if (which === kind || which === 'both') await run(kind, seconds);
}
