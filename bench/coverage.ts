/**
 * Coverage (issue 32): how soon the dashboard hears what changes its coverage strip, and how soon
 * a closed 60-minute interview has its debrief. PGlite in memory, the live assistant on with the
 * offline engine, the server listening on 127.0.0.1 and one `/ws` socket subscribed.
 *
 * - line → strip: `POST /text` of a candidate question → `new_chunk` (clock, talk balance and the
 *   questions' answered marks are worked out on the screen from it) and → `candidate_questions`
 *   (the question caught on the server) on the socket.
 * - close → debrief: the 209 turns of `bench/fixtures/interview-60min.json`, stamped over 60
 *   minutes, then `POST /close` → the drafted debrief stored (read every 5 ms).
 */
import WebSocket from 'ws';
import { createFixtureSession, startBenchApp } from './bench-app.ts';
import { INTERVIEW_60_MIN } from './interview-fixture.ts';
import { ms, percentile } from './stats.ts';

const QUESTION_RUNS = 100;
const DEBRIEF_RUNS = 5;

const line = (name: string, xs: number[]) =>
  `${name}: n=${xs.length} p50=${ms(percentile(xs, 50))} p95=${ms(percentile(xs, 95))} max=${ms(Math.max(...xs))}`;

export async function benchCoverage(): Promise<string[]> {
  const app = await startBenchApp('pglite', 300);
  const { server, base, userId, cookie } = app;
  const post = async (url: string, payload?: object) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, origin: base, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  };

  // line → strip
  const { sessionId } = await createFixtureSession(app, INTERVIEW_60_MIN);
  await post(`/api/sessions/${sessionId}/start-processing`);
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?sessionId=${sessionId}`, {
    headers: { cookie, origin: base },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const arrivals = new Map<string, number>();
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as {
      type: string;
      data: { text?: string; questions?: { text: string }[] };
    };
    if (message.type === 'new_chunk' && message.data.text) arrivals.set(`chunk|${message.data.text}`, at);
    for (const q of message.data.questions ?? []) arrivals.set(`question|${q.text}`, at);
  });
  const until = async (key: string) => {
    for (let i = 0; i < 2_000 && !arrivals.has(key); i++) await new Promise((r) => setTimeout(r, 1));
    const at = arrivals.get(key);
    if (at === undefined) throw new Error(`${key} never arrived`);
    return at;
  };
  const chunk: number[] = [];
  const question: number[] = [];
  for (let i = 0; i < QUESTION_RUNS; i++) {
    const text = `How many engineers join the on-call rotation in team ${i}?`;
    const t0 = performance.now();
    await post(`/api/sessions/${sessionId}/text`, { text, speaker: 'candidate' });
    chunk.push((await until(`chunk|${text}`)) - t0);
    question.push((await until(`question|${text}`)) - t0);
    await post(`/api/sessions/${sessionId}/text`, {
      text: `Four engineers a week, round ${i}, with a secondary.`,
      speaker: 'interviewer',
    });
    await new Promise((r) => setTimeout(r, 20));
  }
  socket.close();

  // close → debrief
  const ready: number[] = [];
  const turns = INTERVIEW_60_MIN.turns;
  for (let run = 0; run < DEBRIEF_RUNS; run++) {
    const { sessionId: id } = await createFixtureSession(app, INTERVIEW_60_MIN);
    const start = Date.now() - INTERVIEW_60_MIN.minutes * 60_000;
    for (const [i, turn] of turns.entries()) {
      const timestamp = new Date(
        start + (i * INTERVIEW_60_MIN.minutes * 60_000) / turns.length,
      ).toISOString();
      await server.services.interviews.conversation.addChunk(userId, id, { ...turn, timestamp });
    }
    await server.services.interviews.assistant.idle(id);
    const t0 = performance.now();
    await post(`/api/sessions/${id}/close`);
    for (;;) {
      const debrief = await server.services.interviews.coverage.debrief(userId, id);
      if (debrief.draft) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    ready.push(performance.now() - t0);
  }
  await app.close();
  const words = turns.reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  return [
    line('candidate question line → new_chunk on the socket (clock, talk balance)', chunk),
    line('candidate question line → candidate_questions on the socket', question),
    line(`POST /close → debrief drafted, offline, ${turns.length} turns, ${words} words, 60 minutes`, ready),
  ];
}
