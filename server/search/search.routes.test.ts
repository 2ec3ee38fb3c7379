import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_QUERY_REQUIRED,
  SEARCH_RANGE_BACKWARDS,
  SEARCH_RANKED_MAX,
  type SearchResults,
} from '#contracts/search.ts';
import { SEARCH_VECTOR, SEARCHED_TEXTS } from '#server/db/schema/search-vectors.ts';
import { createNotesRepository } from '#server/interviews/notes/notes.repository.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

type Line = { text: string; speaker: 'candidate' | 'interviewer'; speakerName?: string };

describe('search across interviews', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let b: SignedIn;
  let priya: { id: string };
  let platformJob: { id: string };
  let first: { id: string };
  let second: { id: string };

  const say = async (who: SignedIn, sessionId: string, line: Line) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/text`,
      headers: who.headers,
      payload: line,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; seq: number };
  };
  const search = async (who: SignedIn, query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams(query)}`,
      headers: who.headers,
    });
    return res;
  };
  const hits = async (who: SignedIn, query: Record<string, string>) => {
    const res = await search(who, query);
    expect(res.statusCode).toBe(200);
    return (res.json() as SearchResults).items;
  };
  const quoteOf = (hit: SearchResults['items'][number]) => hit.quote.map((p) => p.text).join('');
  const marked = (hit: SearchResults['items'][number]) => hit.quote.filter((p) => p.match).map((p) => p.text);

  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
    priya = await t.factories.candidate(a.user.id, { firstName: 'Priya', lastName: 'Raman' });
    platformJob = await t.factories.jobOpening(a.user.id, { title: 'Platform Engineer' });
    const application = await t.factories.application(a.user.id, {
      candidateId: priya.id,
      jobOpeningId: platformJob.id,
    });
    first = await t.factories.session(a.user.id, {
      candidateId: priya.id,
      applicationId: application.id,
    });
    second = await t.factories.session(a.user.id);
    await say(a, first.id, { text: 'Do you need visa sponsorship to work here?', speaker: 'interviewer' });
    await say(a, first.id, {
      text: 'Yes, I would need sponsorship <b>for</b> my visa & I ran Kafka clusters on-call.',
      speaker: 'candidate',
      speakerName: 'Priya',
    });
    await say(a, second.id, { text: 'We streamed events through Kafka and Postgres.', speaker: 'candidate' });
    const other = await t.factories.session(b.user.id);
    await say(b, other.id, {
      text: 'Sponsorship of a visa and Kafka, said in another account.',
      speaker: 'candidate',
    });
  });

  it('finds every moment a word was said, stemmed, best first, with the matched words marked', async () => {
    const items = await hits(a, { q: 'Sponsorships' });
    expect(items.map((h) => [h.sessionId, h.speaker])).toEqual(
      expect.arrayContaining([
        [first.id, 'candidate'],
        [first.id, 'interviewer'],
      ]),
    );
    expect(items).toHaveLength(2);
    const candidateLine = items.find((h) => h.speaker === 'candidate');
    expect(candidateLine).toMatchObject({
      source: 'transcript',
      candidateName: 'Priya Raman',
      jobTitle: 'Platform Engineer',
      speakerName: 'Priya',
      chunkId: expect.any(String),
    });
    // Text comes back as plain runs: markup in what was said stays text, never markup.
    expect(quoteOf(candidateLine as never)).toContain('<b>for</b> my visa &');
    expect(marked(candidateLine as never)).toEqual(['sponsorship']);
    expect(candidateLine?.offsetMs).toBeGreaterThanOrEqual(0);
  });

  it('reads phrases, prefixes, or and excluded words', async () => {
    expect(await hits(a, { q: '"visa sponsorship"' })).toHaveLength(1);
    expect((await hits(a, { q: 'kaf*' })).map((h) => h.sessionId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect((await hits(a, { q: 'kafka -postgres' })).map((h) => h.sessionId)).toEqual([first.id]);
    expect(await hits(a, { q: 'postgres or visa' })).toHaveLength(3);
    const prefix = await hits(a, { q: 'sponsor*' });
    expect(prefix.flatMap(marked).map((w) => w.toLowerCase())).toContain('sponsorship');
    // Only stop words or punctuation: nothing to look for, nothing found.
    expect(await hits(a, { q: 'the and' })).toEqual([]);
    expect(await hits(a, { q: '*** "" -' })).toEqual([]);
  });

  it('never shows another user their matches', async () => {
    const items = await hits(b, { q: 'kafka' });
    expect(items).toHaveLength(1);
    expect(quoteOf(items[0] as never)).toContain('another account');
    expect((await hits(a, { q: 'account' })).length).toBe(0);
  });

  it('filters by candidate, job, speaker and date range', async () => {
    expect((await hits(a, { q: 'kafka', candidateId: priya.id })).map((h) => h.sessionId)).toEqual([
      first.id,
    ]);
    expect((await hits(a, { q: 'kafka', jobOpeningId: platformJob.id })).map((h) => h.sessionId)).toEqual([
      first.id,
    ]);
    expect((await hits(a, { q: 'visa', speaker: 'interviewer' })).map((h) => h.speaker)).toEqual([
      'interviewer',
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await hits(a, { q: 'kafka', from: tomorrow })).toEqual([]);
    expect(await hits(a, { q: 'kafka', to: '2000-01-01T00:00:00.000Z' })).toEqual([]);
    expect(await hits(a, { q: 'kafka', from: '2000-01-01', to: tomorrow })).toHaveLength(2);
    // Another user's candidate as a filter finds nothing of theirs.
    const theirs = await t.factories.candidate(b.user.id);
    expect(await hits(a, { q: 'kafka', candidateId: theirs.id })).toEqual([]);
  });

  it('searches notes, evaluations and decisions, and follows edits and deletions', async () => {
    await createNotesRepository(t.database.db).insert(
      second.id,
      'Strong on stream processing with Flink',
      [],
    );
    const evaluation = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${second.id}/evaluation`,
      headers: a.headers,
    });
    const section = evaluation.json().evaluationData.sections[0];
    const write = (content: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${second.id}/evaluation/sections/${section.id}`,
        headers: a.headers,
        payload: { content },
      });
    expect((await write('Deep knowledge of Flink checkpoints')).statusCode).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${second.id}/evaluation/save-decision`,
      headers: a.headers,
      payload: { decision: 'Hire: Flink expertise is what the team lacks' },
    });
    expect(decided.statusCode).toBe(200);
    const sources = (await hits(a, { q: 'flink' })).map((h) => h.source).sort();
    expect(sources).toEqual(['decision', 'evaluation', 'note']);
    // A speaker limits the search to what was said.
    expect(await hits(a, { q: 'flink', speaker: 'candidate' })).toEqual([]);

    // Edited: the old words are gone, the new ones are found.
    expect((await write('Knows Spark well')).statusCode).toBe(200);
    expect((await hits(a, { q: 'checkpoints' })).map((h) => h.source)).toEqual([]);
    expect((await hits(a, { q: 'spark' })).map((h) => h.source)).toEqual(['evaluation']);

    // Erased: a deleted line is no longer found; a deleted interview takes all its text along.
    await t.database.db.execute(sql`delete from conversation_chunks where text like 'We streamed%'`);
    expect((await hits(a, { q: 'postgres' })).length).toBe(0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${second.id}`,
      headers: a.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await hits(a, { q: 'flink or spark' })).toEqual([]);
  });

  it('refuses a missing, too long or malformed search with the app error shape', async () => {
    const empty = await search(a, { q: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(SEARCH_QUERY_REQUIRED);
    expect((await search(a, { q: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await search(a, { q: 'kafka', candidateId: 'nope' })).statusCode).toBe(400);
    expect((await search(a, { q: 'kafka', speaker: 'narrator' })).statusCode).toBe(400);
    expect((await search(a, { q: 'kafka', from: 'yesterday' })).statusCode).toBe(400);
    const backwards = await search(a, { q: 'kafka', from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(SEARCH_RANGE_BACKWARDS);
    const unsafe = await search(a, { q: 'ka\u0000fka' });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    // Query syntax that is not ours to parse is read as words, never an error.
    for (const q of ["kafka & | ! ( ) : ' \\", 'a:* & b', '"unclosed phrase', '-', 'or or or']) {
      expect((await search(a, { q })).statusCode).toBe(200);
    }
  });

  it('pages through many matches', async () => {
    const many = await t.factories.session(a.user.id);
    for (let i = 0; i < 23; i++)
      await say(a, many.id, { text: `Observability point ${i}`, speaker: 'candidate' });
    const page1 = (await search(a, { q: 'observability' })).json() as SearchResults;
    expect(page1.items).toHaveLength(20);
    expect(page1.nextOffset).toBe(20);
    const page2 = (await search(a, { q: 'observability', offset: '20' })).json() as SearchResults;
    expect(page2.items).toHaveLength(3);
    expect(page2.nextOffset).toBeNull();
    const ids = new Set([...page1.items, ...page2.items].map((h) => h.chunkId));
    expect(ids.size).toBe(23);
  });

  it('ranks only the newest matches of a word said very often, and says so', async () => {
    const often = await t.factories.session(a.user.id);
    const lines = SEARCH_RANKED_MAX + 30;
    // Seq 1 is the oldest line and says the word three times: the best rank, but past the newest.
    await t.database.db.execute(sql`insert into conversation_chunks (session_id, seq, client_chunk_id, text, speaker, timestamp)
      select ${often.id}::uuid, k, 'often-' || k,
        case when k = 1 then 'Telemetry telemetry telemetry everywhere'
          when k = ${lines} then 'Telemetry, telemetry: the newest line'
          else 'Telemetry line ' || k end,
        'candidate', now() - (${lines} - k) * interval '1 second'
      from generate_series(1, ${lines}) k`);
    const first = (await search(a, { q: 'telemetry' })).json() as SearchResults;
    expect(first.capped).toBe(true);
    expect(quoteOf(first.items[0] as never)).toContain('the newest line');
    const last = (
      await search(a, { q: 'telemetry', offset: String(SEARCH_RANKED_MAX - 20) })
    ).json() as SearchResults;
    expect(last.items).toHaveLength(20);
    expect(last.nextOffset).toBeNull();
    const ranked = [...first.items, ...last.items].map(quoteOf);
    expect(ranked.some((q) => q.includes('everywhere'))).toBe(false);
    // Narrowed to fewer matches than are ranked, the best of them all comes first.
    const narrowed = (await search(a, { q: 'telemetry everywhere' })).json() as SearchResults;
    expect(narrowed.capped).toBe(false);
    expect(narrowed.items.map(quoteOf)).toEqual(['Telemetry telemetry telemetry everywhere']);
    expect(((await search(a, { q: 'observability' })).json() as SearchResults).capped).toBe(false);
  });

  it('keeps each searched text as a stored tsvector with a GIN index, as the schema file lists', async () => {
    for (const { table, text, index } of SEARCHED_TEXTS) {
      const result = await t.database.db.execute(sql`select
        (select pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d join pg_attribute c
          on c.attrelid = d.adrelid and c.attnum = d.adnum
          where d.adrelid = ${table}::regclass and c.attname = ${SEARCH_VECTOR}) as generated,
        (select indexdef from pg_indexes where tablename = ${table} and indexname = ${index}) as indexdef`);
      const [row] = (result as unknown as { rows: { generated: string; indexdef: string }[] }).rows;
      expect(row?.generated.replaceAll('::text', '').replaceAll('::regconfig', '')).toContain(
        `to_tsvector('english', ${text.replace(/^coalesce\((\w+), ''\)$/, "COALESCE($1, '')")})`,
      );
      expect(row?.indexdef).toContain(`USING gin (${SEARCH_VECTOR}) WITH (fastupdate=`);
      expect(row?.indexdef).toMatch(/fastupdate='?off/);
    }
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=kafka' });
    expect(res.statusCode).toBe(401);
  });
});
