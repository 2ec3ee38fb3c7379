/**
 * Prompt tokens of the live assistant over a 60-minute interview: the fixture (209 turns, ~9,000
 * words) is replayed turn by turn through the real app (PGlite) with a configured model, a fake
 * OpenAI server that records every prompt. Each turn gets its own pass, as when turns are seconds
 * apart. The naive baseline is the same passes with the whole transcript instead of the summary
 * and the recent turns (bench/prompt-tokens.ts), counted with the same estimate.
 */
import { createFixtureSession, startBenchApp } from './bench-app.ts';
import { startFakeLiveModel } from './fake-live-model.ts';
import { INTERVIEW_60_MIN } from './interview-fixture.ts';
import {
  breakdown,
  naivePrompt,
  promptTokens,
  type TranscriptTurn,
  transcriptOnlyPrompt,
} from './prompt-tokens.ts';
import { replay } from './replay.ts';

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

export async function benchAssistantTokens(): Promise<string[]> {
  const fixture = INTERVIEW_60_MIN;
  const fake = await startFakeLiveModel({ delayMs: 0, apiKey: 'bench' });
  const app = await startBenchApp('pglite', 20, {
    providers: [{ name: 'openai', apiKey: 'bench', baseUrl: fake.url, models: ['gpt-4o-mini'] }],
    defaultModel: 'gpt-4o-mini',
    timeoutMs: 10_000,
  });
  const transcript: TranscriptTurn[] = [];
  try {
    const { sessionId, itemIds } = await createFixtureSession(app, fixture);
    const { conversation, assistant } = app.server.services.interviews;
    await app.server.services.interviews.sessions.startProcessing(app.userId, sessionId);
    await assistant.idle(sessionId);
    await replay({
      app,
      fixture,
      sessionId,
      itemIds,
      say: async ({ speaker, text }) => {
        const { chunk } = await conversation.addChunk(app.userId, sessionId, { speaker, text });
        transcript.push({ seq: chunk.seq, speaker, text });
        await assistant.idle(sessionId);
      },
    });
  } finally {
    await app.close();
    await fake.close();
  }
  const prompts = fake.prompts;
  const ours = prompts.map(promptTokens);
  const naive = prompts.map((p) => promptTokens(naivePrompt(p, transcript)));
  const lean = prompts.map((p) => promptTokens(transcriptOnlyPrompt(p, transcript)));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const words = sum(fixture.turns.map((t) => t.text.split(/\s+/).length));
  const perHour = 60 / fixture.minutes;
  const parts: Record<string, number> = {};
  for (const p of prompts)
    for (const [part, tokens] of Object.entries(breakdown(p))) parts[part] = (parts[part] ?? 0) + tokens;
  return [
    `assistant tokens: ${fixture.turns.length} turns, ${fmt(words)} words, ${fixture.minutes} min; ${prompts.length} passes (model calls); tokens = ceil(chars / 4) of system + user message + response schema`,
    `  assistant: ${fmt(sum(ours) * perHour)} prompt tokens per interview hour; per pass mean ${fmt(sum(ours) / ours.length)}, max ${fmt(Math.max(...ours))}, last ${fmt(ours.at(-1) ?? 0)}`,
    `  naive (whole transcript every pass): ${fmt(sum(naive) * perHour)} per hour; per pass mean ${fmt(sum(naive) / naive.length)}, max ${fmt(Math.max(...naive))}`,
    `  assistant / naive: ${((100 * sum(ours)) / sum(naive)).toFixed(1)} % (target ≤ 20 %)`,
    `  naive with nothing but the transcript (same system and schema): ${fmt(sum(lean) * perHour)} per hour; per pass mean ${fmt(sum(lean) / lean.length)}, max ${fmt(Math.max(...lean))}; assistant / that: ${((100 * sum(ours)) / sum(lean)).toFixed(1)} %`,
    `  mean per pass by part: ${Object.entries(parts)
      .map(([k, v]) => `${k} ${fmt(v / prompts.length)}`)
      .join(', ')}`,
  ];
}
