/**
 * The debrief drafted by a configured model (issue 32): `POST /close` of the 60-minute interview
 * of `bench/fixtures/interview-60min.json` → the model's debrief stored, with a local fake OpenAI
 * peer answering at once (its answer quotes candidate lines of the interview). What is measured is
 * ours: reading the interview, the offline draft, the prompt, the HTTP round trip, checking every
 * link against the lines and storing. A real model's own time (the answer's tokens) comes on top.
 * PGlite in memory, the live assistant on the offline engine while the turns are added.
 */
import { startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import { createFixtureSession, startBenchApp } from './bench-app.ts';
import { INTERVIEW_60_MIN } from './interview-fixture.ts';
import { ms, percentile } from './stats.ts';

const RUNS = 5;

/** The model's answer: two quotes per criterion and a concern, each from a candidate line as stored. */
function answerFor(lines: { seq: number; speaker: string; text: string }[]) {
  const candidate = lines.filter((l) => l.speaker === 'candidate');
  const criteria = INTERVIEW_60_MIN.scorecard
    .split('\n')
    .flatMap((l) => (l.trim().startsWith('- ') ? [l.trim().slice(2)] : []));
  return {
    summary: 'Concrete on data and operations; trade-offs for non-engineers still open.',
    criteria: criteria.map((criterion, i) => ({
      criterion,
      evidence: candidate.slice(i * 3, i * 3 + 2).map((c) => ({
        line: c.seq,
        quote: c.text.split(/(?<=[.!?])\s/)[0] ?? c.text,
        strength: 'moderate',
      })),
    })),
    concerns: [
      { text: 'Little on how decisions were explained to finance.', line: candidate[0]?.seq ?? null },
    ],
  };
}

export async function benchDebriefModel(): Promise<string[]> {
  const fake = await startFakeOpenAI({ apiKey: 'sk-bench' });
  const app = await startBenchApp('pglite', 300, {
    providers: [{ name: 'openai', apiKey: 'sk-bench', baseUrl: fake.url, models: ['gpt-4o'] }],
    defaultModel: 'offline',
    timeoutMs: 30_000,
  });
  const { server, base, userId, cookie } = app;
  const turns = INTERVIEW_60_MIN.turns;
  const ready: number[] = [];
  const prompts: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { sessionId: id } = await createFixtureSession(app, INTERVIEW_60_MIN);
    const start = Date.now() - INTERVIEW_60_MIN.minutes * 60_000;
    const lines: { seq: number; speaker: string; text: string }[] = [];
    for (const [i, turn] of turns.entries()) {
      const timestamp = new Date(
        start + (i * INTERVIEW_60_MIN.minutes * 60_000) / turns.length,
      ).toISOString();
      const { chunk } = await server.services.interviews.conversation.addChunk(userId, id, {
        ...turn,
        timestamp,
      });
      lines.push(chunk);
    }
    await server.services.interviews.assistant.idle(id);
    await server.services.interviews.sessions.update(userId, id, { meetingId: undefined, aiModel: 'gpt-4o' });
    fake.reset();
    fake.setFallback({ content: JSON.stringify(answerFor(lines)) });
    const t0 = performance.now();
    const res = await fetch(`${base}/api/sessions/${id}/close`, {
      method: 'POST',
      headers: { cookie, origin: base },
    });
    if (res.status >= 300) throw new Error(`close: ${res.status}`);
    await server.services.interviews.coverage.draftDebrief(userId, id);
    ready.push(performance.now() - t0);
    const { draft } = await server.services.interviews.coverage.debrief(userId, id);
    if (draft?.model !== 'gpt-4o' || draft.notice)
      throw new Error(`not the model's debrief: ${draft?.notice}`);
    prompts.push(JSON.stringify(fake.requests[0]?.body.messages).length);
  }
  await app.close();
  await fake.close();
  return [
    `POST /close → debrief drafted by the model (fake OpenAI answering at once), ${turns.length} turns, 60 minutes: n=${ready.length} p50=${ms(percentile(ready, 50))} p95=${ms(percentile(ready, 95))} max=${ms(Math.max(...ready))}`,
    `prompt sent: ${Math.round(percentile(prompts, 50) / 4)} tokens at four characters a token (p50 of ${prompts.length})`,
  ];
}
