import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { SCALING_TURNS } from '#server/test/scaling-turns.ts';
import { countStatements, type StatementCount } from '#server/test/statement-counter.ts';
import { freshTestDatabase, testDatabaseKind } from '#server/test/test-db.ts';

const TURNS = SCALING_TURNS;

/**
 * The pool's load per chunk with the live assistant on (issue: at 200 sessions both instances'
 * pools sat at 10 of 10): the chunk's own write, then the assistant's matching and pass.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('database work per chunk with the assistant on', () => {
  const counter = countStatements();
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await freshTestDatabase();
    t = await buildTestApp({ database, liveAssistant: { debounceMs: 5 } });
  });
  afterAll(async () => {
    counter.restore();
    await t?.close();
    await database?.close();
  });

  it('costs few transactions per chunk, the pass included', async () => {
    const { user } = await t.factories.user();
    const { id } = await t.factories.session(user.id);
    const { conversation, assistant } = t.app.services.interviews;
    const turn = async (speaker: 'interviewer' | 'candidate', text: string) => {
      await conversation.addChunk(user.id, id, { text, speaker });
      await assistant.idle(id);
    };
    // Warm: the transcript context, the lease, the style examples are known.
    for (const [speaker, text] of TURNS) await turn(speaker, text);
    counter.take();
    const costs: Record<string, StatementCount[]> = { interviewer: [], candidate: [] };
    for (let round = 0; round < 3; round++) {
      for (const [speaker, text] of TURNS) {
        await turn(speaker, `${text} (round ${round})`);
        costs[speaker]?.push(counter.take());
      }
    }
    const mean = (xs: StatementCount[], key: keyof StatementCount) =>
      xs.reduce((sum, x) => sum + x[key], 0) / xs.length;
    const figures = Object.fromEntries(
      Object.entries(costs).map(([speaker, xs]) => [
        speaker,
        Object.fromEntries((['transactions', 'writes', 'statements'] as const).map((k) => [k, mean(xs, k)])),
      ]),
    );
    console.log('per chunk with the assistant on', JSON.stringify(figures));
    // The chunk's own write and at most one for the pass: the session row is locked once a pass,
    // and interviewer speech that asks no open question opens no transaction to say so.
    for (const xs of Object.values(costs)) for (const x of xs) expect(x.writes).toBeLessThanOrEqual(2);
  });
});
