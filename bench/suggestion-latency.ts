/**
 * Offline suggestion latency after a turn ends, over the quality harness's written interviews
 * (bench/assistant-quality/interviews: eight interviews, six role families, 31–33 turns each).
 * A real server listens on 127.0.0.1 (PGlite in memory, or PostgreSQL with
 * BENCH_SUGGESTION_DB=postgres) with the default 300 ms debounce and no model configured; each
 * interview is set up as a recruiter would (job opening, application, scorecard, agenda,
 * template), the dashboard's `start-processing` is called, a socket in a worker thread subscribes
 * (suggestion-socket.ts), and the turns are posted one at a time with `POST /text`, agenda items
 * started and completed as the script says. The turn ends when the debounce does: the committed
 * chunk reaching the assistant (`onChunk`) + 300 ms. Measured from there:
 *
 * - **pass done**: until the assistant is idle again, for every turn, cards or not;
 * - **card on screen**: until the turn's new card arrives on the socket, for turns that bring one.
 *
 * The first interview is run once first as a warm-up and not counted. BENCH_SUGGESTION_ROUNDS
 * (3) replays all of them; BENCH_SUGGESTION_INTERVIEWS narrows to the first N.
 */
import { loadavg } from 'node:os';
import { createFactories } from '#server/test/factories.ts';
import type { Interview } from './assistant-quality/interview.ts';
import { INTERVIEWS } from './assistant-quality/interviews/index.ts';
import { createInterviewSession } from './assistant-quality/run-interview.ts';
import { type BenchApp, type DbKind, startBenchApp } from './bench-app.ts';
import { ms, percentile } from './stats.ts';
import { armedClock, now, openSuggestionSocket } from './suggestion-socket.ts';

const DEBOUNCE_MS = 300;
const ROUNDS = Number(process.env.BENCH_SUGGESTION_ROUNDS ?? 3);
const COUNT = Number(process.env.BENCH_SUGGESTION_INTERVIEWS ?? INTERVIEWS.length);
const DB = (process.env.BENCH_SUGGESTION_DB ?? 'pglite') as DbKind;
const TARGET_P95_MS = 150;

type Samples = { passDone: number[]; cardOnScreen: number[]; turns: number };

async function replay(app: BenchApp, interview: Interview, armedAt: () => number, samples?: Samples) {
  const { server, base, cookie, userId } = app;
  const { assistant, suggestions } = server.services.interviews;
  const sessionId = await createInterviewSession(createFactories(server), userId, interview);
  const socket = await openSuggestionSocket(base, cookie, sessionId);
  const send = async (method: string, path: string, body?: object) => {
    const headers: Record<string, string> = { cookie, origin: base };
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}/api/sessions/${sessionId}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status} ${answer}`);
  };
  await send('POST', '/start-processing');
  await assistant.idle(sessionId);
  const agenda = (await server.services.interviews.sessions.get(userId, sessionId)).agenda;
  for (const turn of interview.turns) {
    if (turn.startsItem !== undefined) {
      const previous = agenda[turn.startsItem - 1];
      if (previous) await send('PATCH', `/agenda/${previous.id}`, { status: 'completed' });
      await send('PATCH', `/agenda/${agenda[turn.startsItem]?.id}`, { status: 'in-progress' });
      await assistant.idle(sessionId);
    }
    const known = new Set((await suggestions.list(userId, sessionId)).map((s) => s.id));
    await send('POST', '/text', { text: turn.text, speaker: turn.speaker });
    await assistant.idle(sessionId);
    const ended = armedAt() + DEBOUNCE_MS;
    const done = now();
    const fresh = (await suggestions.list(userId, sessionId)).filter((s) => !known.has(s.id));
    if (!samples) continue;
    samples.turns++;
    samples.passDone.push(done - ended);
    if (fresh.length) samples.cardOnScreen.push((await socket.arrival(fresh.map((s) => s.id))) - ended);
  }
  socket.close();
}

const row = (name: string, xs: number[]) =>
  xs.length
    ? `  ${name} (n=${xs.length}): p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} p99=${ms(percentile(xs, 99))} max=${ms(Math.max(...xs))}`
    : `  ${name}: no samples`;

export async function benchSuggestionLatency(): Promise<string[]> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const lines = [`suggestion latency (offline engine, ${DB}): load average before ${load()}`];
  const app = await startBenchApp(DB, DEBOUNCE_MS);
  const armedAt = armedClock(app.server.services.interviews.assistant);
  const samples: Samples = { passDone: [], cardOnScreen: [], turns: 0 };
  const interviews = INTERVIEWS.slice(0, COUNT);
  try {
    const [first] = interviews;
    if (first) await replay(app, first, armedAt);
    for (let round = 0; round < ROUNDS; round++)
      for (const interview of interviews) await replay(app, interview, armedAt, samples);
  } finally {
    await app.close();
  }
  const p95 = percentile(samples.cardOnScreen, 95);
  lines.push(
    `  ${interviews.length} interviews × ${ROUNDS} rounds: ${samples.turns} turns, ${samples.cardOnScreen.length} brought a card`,
    row('end of turn → pass done', samples.passDone),
    row('end of turn → card on the socket', samples.cardOnScreen),
    `  target p95 ≤ ${TARGET_P95_MS} ms: ${samples.cardOnScreen.length ? (p95 <= TARGET_P95_MS ? 'met' : 'missed') : 'no cards'}`,
    `  load average after ${load()}`,
  );
  return lines;
}
