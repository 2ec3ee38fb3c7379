/**
 * How fast the live guard's warning reaches the dashboard: an interviewer's question on a
 * protected topic (from the labelled set) is posted right after a candidate's answer, as a
 * conversation runs, and timed from the chunk's commit (the assistant's `onChunk`, called once
 * the chunk is committed) to the warning's `new_suggestion` on a subscribed socket (in a worker
 * thread, bench/suggestion-socket.ts). The target is 1 s. With `model`, a fake model answers
 * every pass after 300 ms in its own process, and each question comes while the pass of the
 * answer before it is under way: the warning must not wait for the pass.
 * `BENCH_GUARD_QUESTIONS` (75, every risky question of the set), `BENCH_GUARD_DB=pglite|postgres`
 * and `BENCH_GUARD_ENGINE=offline|model` narrow a run.
 */
import { startFakeModel } from './assistant-latency.ts';
import { LABELLED_SET } from './assistant-quality/guard/labelled-set.ts';
import {
  type AssistantEngine,
  createFixtureSession,
  type DbKind,
  overDatabasesAndEngines,
  startBenchApp,
} from './bench-app.ts';
import { INTERVIEW_60_MIN } from './interview-fixture.ts';
import { ms, percentile } from './stats.ts';
import { now, openSuggestionSocket } from './suggestion-socket.ts';

const RISKY = LABELLED_SET.filter((q) => q.category !== null);
const QUESTIONS = Number(process.env.BENCH_GUARD_QUESTIONS ?? RISKY.length);
const ANSWERS = INTERVIEW_60_MIN.turns.filter((t) => t.speaker === 'candidate').map((t) => t.text);

const row = (name: string, xs: number[]) =>
  `  ${name}: n=${xs.length} p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} max=${ms(Math.max(...xs))}`;

async function run(kind: DbKind, engine: AssistantEngine): Promise<string[]> {
  const fake = engine === 'model' ? await startFakeModel() : undefined;
  const app = await startBenchApp(kind, 300, fake?.ai);
  const { assistant, suggestions } = app.server.services.interviews;
  const committed = new Map<string, number>();
  const onChunk = assistant.onChunk;
  assistant.onChunk = (userId, sessionId, chunk) => {
    committed.set(chunk.id, now());
    onChunk(userId, sessionId, chunk);
  };
  const seen = new Set<string>();
  const afterCommit: number[] = [];
  const afterPost: number[] = [];
  let missed = 0;
  try {
    const { sessionId } = await createFixtureSession(app, INTERVIEW_60_MIN);
    const socket = await openSuggestionSocket(app.base, app.cookie, sessionId);
    const headers = { cookie: app.cookie, origin: app.base, 'content-type': 'application/json' };
    // The dashboard opens before the interview starts.
    const opened = await fetch(`${app.base}/api/sessions/${sessionId}/start-processing`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (opened.status !== 200) throw new Error(`start-processing answered ${opened.status}`);
    await assistant.idle(sessionId);
    const post = async (speaker: 'interviewer' | 'candidate', text: string) => {
      const body = JSON.stringify({ speaker, text });
      const res = await fetch(`${app.base}/api/sessions/${sessionId}/text`, {
        method: 'POST',
        headers,
        body,
      });
      if (res.status !== 201) throw new Error(`POST /text answered ${res.status}`);
      return (await res.json()) as { id: string };
    };
    for (let i = 0; i < QUESTIONS; i++) {
      const question = RISKY[i % RISKY.length];
      if (!question) break;
      await post('candidate', ANSWERS[i % ANSWERS.length] ?? 'Yes.');
      // With a model, the answer's pass is under way (debounce over, model answering) when the question comes.
      if (engine === 'model') await new Promise((resolve) => setTimeout(resolve, 400));
      const t0 = now();
      const chunk = await post('interviewer', question.text);
      await assistant.idle(sessionId);
      const warnings = (await suggestions.list(app.userId, sessionId)).filter(
        (s) => s.tags.includes('compliance') && !seen.has(s.id),
      );
      const latest = warnings.at(-1);
      const at = latest && (await socket.arrival([latest.id]));
      const commit = committed.get(chunk.id);
      if (!latest || at === undefined || commit === undefined) missed += 1;
      else {
        seen.add(latest.id);
        afterCommit.push(at - commit);
        afterPost.push(at - t0);
      }
    }
    socket.close();
  } finally {
    await app.close();
    fake?.stop();
  }
  const db = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return [
    `${db}, ${engine === 'offline' ? 'offline engine' : 'fake model (300 ms a pass)'}: ${afterCommit.length} warnings, ${missed} risky questions without one`,
    row('chunk committed → warning on the socket', afterCommit),
    row('POST /text sent → warning on the socket', afterPost),
  ];
}

export const benchGuardLatency = (): Promise<string[]> =>
  overDatabasesAndEngines('guard latency', 'GUARD', run);
