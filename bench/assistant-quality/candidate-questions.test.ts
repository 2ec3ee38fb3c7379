import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateQuestionDto } from '#contracts/coverage.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { INTERVIEWS } from './interviews/index.ts';

/** One written interview's lines, and which the candidate's questions are. */
type Script = { id: string; turns: { speaker: 'interviewer' | 'candidate'; text: string; asks: boolean }[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shared evaluation interviews (`ASSISTANT_EVAL_DIR`, or `../shared/assistant-eval` beside the checkout). */
const evalDir = [
  process.env.ASSISTANT_EVAL_DIR,
  path.join(root, '../shared/assistant-eval'),
  path.join(root, '../../shared/assistant-eval'),
]
  .filter((d): d is string => !!d)
  .map((d) => path.join(d, 'interviews'))
  .find((d) => existsSync(d));

type EvalTurn = { s: 'interviewer' | 'candidate'; t: string; tag?: string };
const shared: Script[] = evalDir
  ? readdirSync(evalDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => {
        const { key, turns } = JSON.parse(readFileSync(path.join(evalDir, f), 'utf8')) as {
          key: string;
          turns: EvalTurn[];
        };
        return {
          id: `eval/${key}`,
          turns: turns.map((x) => ({ speaker: x.s, text: x.t, asks: x.tag === 'candidate_question' })),
        };
      })
  : [];
const own: Script[] = INTERVIEWS.map((i) => ({
  id: i.id,
  turns: i.turns.map((x) => ({
    speaker: x.speaker,
    text: x.text,
    asks: x.speaker === 'candidate' && x.marks.includes('question'),
  })),
}));

/**
 * The candidate's questions, caught through the product: every line of each written interview is
 * posted to the session, then the questions the server kept are read back. Recall is counted on
 * every candidate-question mark; an interviewer line among the caught ones would be a failure.
 */
describe('candidate questions', () => {
  let t: TestApp;
  let user: SignedIn;
  const report: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ liveAssistant: { enabled: false } });
    user = await t.factories.user();
  });
  afterAll(async () => {
    console.info(report.join('\n'));
    await t?.close();
  });

  const run = async (script: Script) => {
    const { id } = await t.factories.session(user.user.id);
    const chunks: ConversationChunkDto[] = [];
    for (const turn of script.turns) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/text`,
        headers: user.headers,
        payload: { text: turn.text, speaker: turn.speaker },
      });
      chunks.push(res.json());
    }
    // Questions are caught beside the ingest: wait for the last candidate line's.
    await new Promise((r) => setTimeout(r, 50));
    const caught = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sessions/${id}/candidate-questions`,
          headers: user.headers,
        })
      ).json() as CandidateQuestionDto[];
    let questions = await caught();
    for (let i = 0; i < 40 && questions.length < script.turns.filter((x) => x.asks).length; i++) {
      await new Promise((r) => setTimeout(r, 25));
      questions = await caught();
    }
    const caughtSeqs = new Set(questions.map((q) => q.seq));
    const marked = script.turns.flatMap((turn, i) => (turn.asks ? [chunks[i]?.seq] : []));
    const found = marked.filter((seq) => seq !== undefined && caughtSeqs.has(seq)).length;
    const interviewer = chunks.filter((c) => c.speaker === 'interviewer' && caughtSeqs.has(c.seq)).length;
    const extra = chunks.filter(
      (c, i) => c.speaker === 'candidate' && !script.turns[i]?.asks && caughtSeqs.has(c.seq),
    ).length;
    return { marked: marked.length, found, interviewer, extra };
  };

  it('catches at least 95 % of the marked questions and no interviewer line', async () => {
    const scripts = [...shared, ...own];
    let marked = 0;
    let found = 0;
    let interviewer = 0;
    let extra = 0;
    for (const script of scripts) {
      const r = await run(script);
      report.push(
        `${script.id}: ${r.found}/${r.marked} caught, ${r.interviewer} interviewer lines, ${r.extra} other candidate lines`,
      );
      marked += r.marked;
      found += r.found;
      interviewer += r.interviewer;
      extra += r.extra;
    }
    report.push(
      `all (${scripts.length} interviews, shared set ${evalDir ? 'read' : 'absent'}): recall ${found}/${marked} = ${((100 * found) / marked).toFixed(1)} %, interviewer lines ${interviewer}, other candidate lines ${extra}`,
    );
    expect(marked).toBeGreaterThanOrEqual(own.length);
    expect(found / marked).toBeGreaterThanOrEqual(0.95);
    expect(interviewer).toBe(0);
  }, 180_000);
});
