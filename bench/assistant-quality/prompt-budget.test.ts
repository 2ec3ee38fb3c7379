import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmWordVectors } from '#server/assistant/nlp/word-vectors.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type RecordedPrompt, startFakeLiveModel } from '../fake-live-model.ts';
import { promptTokens } from '../prompt-tokens.ts';
import { BACKEND_SCREEN } from './interviews/backend-screen.ts';
import { REGISTERED_NURSE } from './interviews/registered-nurse.ts';
import { runInterview } from './run-interview.ts';

/** The live pass's budget with a configured model (issue 23): what the model reads per call. */
const LIVE_PASS_TOKENS = 2_000;

/**
 * Two of the written interviews with a configured model (a fake OpenAI server that records every
 * prompt): each live pass stays within its token budget and carries no sample feedback.
 */
describe('live passes with a model', () => {
  let t: TestApp;
  let user: SignedIn;
  let fake: Awaited<ReturnType<typeof startFakeLiveModel>>;
  beforeAll(async () => {
    fake = await startFakeLiveModel({ delayMs: 0, apiKey: 'quality' });
    // A running server has read its word vectors long before an interview (they load in the background).
    await warmWordVectors();
    t = await buildTestApp({
      liveAssistant: { debounceMs: 5 },
      config: {
        ai: {
          providers: [{ name: 'openai', apiKey: 'quality', baseUrl: fake.url, models: ['gpt-4o-mini'] }],
          defaultModel: 'gpt-4o-mini',
          timeoutMs: 10_000,
        },
      },
    });
    user = await t.factories.user();
    await t.factories.sampleFeedback(user.user.id, {
      content: 'SAMPLE FEEDBACK: strong structure, clear trade-offs.',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  for (const interview of [BACKEND_SCREEN, REGISTERED_NURSE]) {
    it(`${interview.id}: every live pass is within ${LIVE_PASS_TOKENS} tokens, with the job and no sample feedback`, async () => {
      const from = fake.prompts.length;
      await runInterview(t, user, interview, { decide: false });
      const passes: RecordedPrompt[] = fake.prompts
        .slice(from)
        .filter((p) => p.user.includes('<recent_turns>'));
      expect(passes.length).toBeGreaterThan(interview.turns.length / 2);
      const tokens = passes.map(promptTokens);
      expect(Math.max(...tokens)).toBeLessThanOrEqual(LIVE_PASS_TOKENS);
      for (const pass of passes) {
        expect(pass.user).toContain(interview.job.title);
        expect(`${pass.system}${pass.user}`).not.toContain('SAMPLE FEEDBACK');
      }
    });
  }
});
