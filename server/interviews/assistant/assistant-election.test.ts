import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionDto } from '#contracts/realtime.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { assistantLeases } from '#server/db/schema/interviews.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';

/** docs/decisions/017-assistant-election.md: one instance runs a session's assistant. */
describe.skipIf(testDatabaseKind !== 'postgres')('the live assistant on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  let user: SignedIn;

  beforeAll(async () => {
    a = await buildTestApp({ liveAssistant: { debounceMs: 20 } });
    // Instance B has a pool of its own, as a second process would.
    second = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    b = await buildTestApp({ database: second, liveAssistant: { debounceMs: 20 } });
    user = await a.factories.user();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
  });

  const post = (t: TestApp, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const say = (t: TestApp, id: string, speaker: 'interviewer' | 'candidate', text: string) =>
    post(t, `/api/sessions/${id}/text`, { text, speaker });
  const suggestions = async (id: string): Promise<SuggestionDto[]> =>
    (
      await a.app.inject({ method: 'GET', url: `/api/sessions/${id}/suggestions`, headers: user.headers })
    ).json();
  const holder = async (id: string) =>
    (await a.database.db.select().from(assistantLeases).where(eq(assistantLeases.sessionId, id)))[0]
      ?.instanceId;
  /** Both instances have nothing scheduled or running for the session. */
  const settled = async (id: string) => {
    await sleep(100);
    await Promise.all([a, b].map((t) => t.app.services.interviews.assistant.idle(id)));
  };

  const turns: [speaker: 'interviewer' | 'candidate', text: string][] = [
    ['interviewer', 'Tell me about a system you owned end to end.'],
    ['candidate', 'I owned our billing pipeline and moved it to PostgreSQL logical replication.'],
    ['interviewer', 'What went wrong during that migration?'],
    ['candidate', 'We hit replication lag during the nightly batch, so I added Kafka to buffer writes.'],
    ['candidate', 'Then I wrote a dual-write phase and compared both stores for two weeks.'],
  ];

  it('runs a session’s passes on one instance, whichever instance the chunks arrive at', async () => {
    const { id } = await a.factories.session(user.user.id, { customScorecard: 'Technical depth\n- Tools' });
    await post(a, `/api/sessions/${id}/start-processing`);
    for (const [n, [speaker, text]] of turns.entries()) {
      expect((await say(n % 2 === 0 ? b : a, id, speaker, text)).statusCode).toBe(201);
      await sleep(60);
    }
    await settled(id);

    const contents = (await suggestions(id)).map((s) => s.content);
    expect(contents.length).toBeGreaterThan(0);
    expect(new Set(contents).size).toBe(contents.length);
    const owner = await holder(id);
    expect(owner).toBeDefined();
  });

  it('hands the session to another instance when its owner shuts down', async () => {
    const third = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    const c = await buildTestApp({ database: third, liveAssistant: { debounceMs: 20 } });
    try {
      const { id } = await a.factories.session(user.user.id);
      await post(c, `/api/sessions/${id}/start-processing`);
      await say(c, id, 'candidate', 'I built the search service on Elasticsearch.');
      await settled(id);
      const before = await holder(id);
      expect(before).toBeDefined();

      await c.close(); // gives its leases up
      expect(await holder(id)).toBeUndefined();
      const known = new Set((await suggestions(id)).map((s) => s.id));
      await say(a, id, 'candidate', 'Later I moved the indexing to a Kafka consumer with retries.');
      await settled(id);
      expect(await holder(id)).toBeDefined();
      expect(await holder(id)).not.toBe(before);
      expect((await suggestions(id)).some((s) => !known.has(s.id))).toBe(true);
    } finally {
      await third.close();
    }
  });
});
