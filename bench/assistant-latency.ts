/**
 * Suggestion latency of the live assistant over a real server: the fixture's turns are posted one
 * at a time (`POST /api/sessions/:id/text`) and each is timed until its `new_suggestion` arrives on
 * a subscribed socket, with the offline engine and with a fake model that answers after 300 ms (its
 * own process), on PGlite and on PostgreSQL. The debounce is the default 300 ms. "After the
 * debounce" starts when the turn's debounce ends: the assistant's `onChunk` (called once the chunk
 * is committed; it arms the timer) plus 300 ms. Only turns that bring new suggestions count; the
 * offline engine runs out of new questions after about 15 of the 209 turns, so it replays the
 * interview in `BENCH_ASSISTANT_OFFLINE_REPLAYS` (3) sessions, one after another.
 * `BENCH_ASSISTANT_TURNS` (all 209), `BENCH_ASSISTANT_DB=pglite|postgres` and
 * `BENCH_ASSISTANT_ENGINE=offline|model` narrow a run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { tsNode } from '#server/test/processes.ts';
import {
  type AssistantEngine,
  type BenchApp,
  createFixtureSession,
  type DbKind,
  overDatabasesAndEngines,
  startBenchApp,
} from './bench-app.ts';
import { type FixtureTurn, INTERVIEW_60_MIN } from './interview-fixture.ts';
import { replay } from './replay.ts';
import { ms, percentile } from './stats.ts';
import { armedClock, now, openSuggestionSocket } from './suggestion-socket.ts';

const DEBOUNCE_MS = 300;
const MODEL_MS = 300;
const TURNS = Number(process.env.BENCH_ASSISTANT_TURNS ?? INTERVIEW_60_MIN.turns.length);
const OFFLINE_REPLAYS = Number(process.env.BENCH_ASSISTANT_OFFLINE_REPLAYS ?? 3);

/** The fake model of bench/fake-live-model-process.ts, answering after MODEL_MS. */
export async function startFakeModel() {
  const script = path.join(import.meta.dirname, 'fake-live-model-process.ts');
  const child = spawn(...tsNode([script, String(MODEL_MS)]), { stdio: ['ignore', 'pipe', 'inherit'] });
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  const { url } = JSON.parse(first.toString()) as { url: string };
  const ai = {
    providers: [{ name: 'openai' as const, apiKey: 'bench', baseUrl: url, models: ['gpt-4o-mini'] }],
    defaultModel: 'gpt-4o-mini',
    timeoutMs: 10_000,
  };
  return { url, ai, stop: () => child.kill('SIGTERM') };
}

const row = (name: string, xs: number[]) =>
  `  ${name}: p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} p99=${ms(percentile(xs, 99))} max=${ms(Math.max(...xs))}`;

type Samples = { endToEnd: number[]; afterDebounce: number[]; answered: number[]; turns: number };

/** Replays the fixture into a new session over HTTP, timing each turn that brings new suggestions. */
async function replaySession(app: BenchApp, samples: Samples, armedAt: () => number) {
  const { server, base, cookie, userId } = app;
  const { assistant, suggestions } = server.services.interviews;
  const { sessionId, itemIds } = await createFixtureSession(app, INTERVIEW_60_MIN);
  const socket = await openSuggestionSocket(base, cookie, sessionId);
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  // The dashboard opens before the interview starts (a JSON body, as every state change needs).
  const opened = await fetch(`${base}/api/sessions/${sessionId}/start-processing`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (opened.status !== 200) throw new Error(`start-processing answered ${opened.status}`);
  await assistant.idle(sessionId);
  const say = async ({ speaker, text }: FixtureTurn) => {
    const known = new Set((await suggestions.list(userId, sessionId)).map((s) => s.id));
    const t0 = now();
    const body = JSON.stringify({ text, speaker });
    const res = await fetch(`${base}/api/sessions/${sessionId}/text`, { method: 'POST', headers, body });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /text answered ${res.status}`);
    samples.answered.push(now() - t0);
    samples.turns++;
    await assistant.idle(sessionId);
    const fresh = (await suggestions.list(userId, sessionId)).filter((s) => !known.has(s.id));
    if (!fresh.length) return;
    const at = await socket.arrival(fresh.map((s) => s.id));
    samples.endToEnd.push(at - t0);
    samples.afterDebounce.push(at - (armedAt() + DEBOUNCE_MS));
  };
  await replay({ app, fixture: INTERVIEW_60_MIN, sessionId, itemIds, turns: TURNS, say });
  socket.close();
}

async function run(kind: DbKind, engine: AssistantEngine): Promise<string[]> {
  const fake = engine === 'model' ? await startFakeModel() : undefined;
  const app = await startBenchApp(kind, DEBOUNCE_MS, fake?.ai);
  // The debounce is armed when the committed chunk reaches the assistant.
  const armedAt = armedClock(app.server.services.interviews.assistant);
  const samples: Samples = { endToEnd: [], afterDebounce: [], answered: [], turns: 0 };
  try {
    const replays = engine === 'offline' ? OFFLINE_REPLAYS : 1;
    for (let i = 0; i < replays; i++) await replaySession(app, samples, armedAt);
  } finally {
    await app.close();
    fake?.stop();
  }
  const db = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const lines = [
    `${db}, ${engine === 'offline' ? 'offline engine' : `fake model (${MODEL_MS} ms)`}: ${samples.endToEnd.length} of ${samples.turns} turns brought new suggestions`,
    row('POST /text → new_suggestion (incl. 300 ms debounce)', samples.endToEnd),
    row('end of debounce → new_suggestion', samples.afterDebounce),
    row('POST /text answered', samples.answered),
  ];
  if (engine === 'model') {
    const overhead = samples.afterDebounce.map((x) => x - MODEL_MS);
    lines.push(row(`our overhead (after the debounce, minus the model's ${MODEL_MS} ms)`, overhead));
  }
  return lines;
}

export const benchAssistantLatency = (): Promise<string[]> =>
  overDatabasesAndEngines('assistant latency', 'ASSISTANT', run);
