/**
 * Decision generation with the offline engine: `POST /api/sessions/:id/evaluation/generate-decision`
 * over `app.inject` (PGlite in memory) on a 60-minute interview, and the offline engine alone on
 * the same material. The interview is the 17-turn fixture repeated to ~9,000 words, each round
 * numbered so that no sentence repeats exactly; 3 sections written by the interviewer, 2 notes,
 * 2 sample feedbacks.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CandidateInput } from '#contracts/candidates.ts';
import { CreateSessionInput } from '#contracts/sessions.ts';
import { buildApp } from '#server/app.ts';
import { draftDecision } from '#server/assistant/offline/decision-draft.ts';
import { asTurns, DECISION_INPUT, INTERVIEW, TERSE_STYLE } from '#server/assistant/test/decision-fixtures.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { createNotesRepository } from '#server/interviews/notes/notes.repository.ts';
import { login } from '#server/test/factories.ts';
import { SESSION_SCORECARD } from '#server/test/session-factories.ts';
import { ms, percentile } from './stats.ts';

const TARGET_WORDS = 9_000;
const RUNS = 200;

const line = (name: string, xs: number[]) =>
  `${name}: n=${xs.length} p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} p99=${ms(percentile(xs, 99))} max=${ms(Math.max(...xs))}`;

/** The fixture interview, round after round, until it holds TARGET_WORDS words. */
function sixtyMinutes() {
  const turns: { speaker: 'interviewer' | 'candidate'; text: string }[] = [];
  let words = 0;
  for (let round = 1; words < TARGET_WORDS; round++) {
    for (const [speaker, text] of INTERVIEW) {
      const numbered = `${text.replace(/[.?!]$/, '')} (round ${round}).`;
      turns.push({ speaker, text: numbered });
      words += numbered.split(/\s+/).length;
    }
  }
  return { turns, words };
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export async function benchDecision() {
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-bench-')) }),
    logLevel: 'silent' as const,
  };
  const database = await openDatabase({ kind: 'pglite', dir: undefined });
  const app = await buildApp({ config, database, liveAssistant: { enabled: false } });
  const user = await app.services.auth.addLocalUser('bench', 'Timing-Pass-81');
  const headers = { cookie: await login(app, 'bench', 'Timing-Pass-81'), origin: 'http://localhost:80' };
  const candidate = await app.services.candidates.create(
    user.id,
    CandidateInput.parse({ firstName: 'Ada', lastName: 'Lovelace' }),
  );
  const session = await app.services.interviews.sessionCreator.create(
    user.id,
    CreateSessionInput.parse({ candidateId: candidate.id, customScorecard: SESSION_SCORECARD }),
  );
  const { turns, words } = sixtyMinutes();
  for (const turn of turns) await app.services.interviews.conversation.addChunk(user.id, session.id, turn);
  for (const [id, content] of [
    ['1.1', 'Clear reasoning about consistency and rollout risk.'],
    ['1.2', 'Strong on PostgreSQL; limited Kafka experience.'],
    ['2.1', 'Structured answers, asked good questions.'],
  ] as const) {
    await app.services.interviews.evaluation.writeSection(user.id, session.id, id, content);
  }
  const notes = createNotesRepository(database.db);
  for (const note of DECISION_INPUT.notes) await notes.insert(session.id, note, []);
  for (const example of TERSE_STYLE) {
    await app.services.sampleFeedbacks.create(user.id, { ...example, category: 'general', tags: [] });
  }

  const generate = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/evaluation/generate-decision`,
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`generate-decision answered ${res.statusCode}`);
  };
  for (let i = 0; i < 10; i++) await generate(); // warm-up
  const http: number[] = [];
  for (let i = 0; i < RUNS; i++) http.push(await time(generate));

  const input = { ...DECISION_INPUT, transcript: asTurns(turns.map((t) => [t.speaker, t.text])) };
  const engine: number[] = [];
  for (let i = 0; i < RUNS; i++) engine.push(await time(() => draftDecision(input)));
  await app.close();
  await database.close();
  const size = `${turns.length} chunks, ${words} words`;
  return [line(`generate-decision over HTTP, offline, ${size}`, http), line('offline engine alone', engine)];
}
