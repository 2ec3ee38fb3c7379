import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModelRegistry } from '../model-registry.ts';
import { DECISION_INPUT } from '../test/decision-fixtures.ts';
import { startFakeOpenAI } from '../test/fake-openai.ts';
import { decisionTask } from './decision-task.ts';
import { createTaskRunner } from './run-task.ts';
import { scorecardTask } from './scorecard-task.ts';

/** The one runner of every structured task, with a model on the wire and without. */
describe('task runner', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let run: ReturnType<typeof createTaskRunner>;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-test' });
    const ai = {
      providers: [{ name: 'openai' as const, apiKey: 'sk-test', baseUrl: fake.url, models: ['gpt-4o'] }],
      defaultModel: 'gpt-4o',
      timeoutMs: 5_000,
    };
    run = createTaskRunner({ registry: createModelRegistry(ai), timeoutMs: 5_000 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('reports progress for any task, a decision as much as a scorecard, each preview once', async () => {
    const answer = {
      recommendation: 'lean_hire',
      decision: 'Lean hire. Owned the billing migration end to end and explained the cutover plan.',
      criteria: [],
      evidence: [],
    };
    fake.answer({ content: JSON.stringify(answer), chunkDelayMs: 15 });
    const previews: string[] = [];
    const draft = await run(decisionTask, DECISION_INPUT, { onProgress: (p) => previews.push(p.text) });
    expect(draft.model).toBe('gpt-4o');
    expect(previews.length).toBeGreaterThan(1);
    expect(new Set(previews).size).toBe(previews.length);
    expect(previews.at(-1)).toBe(answer.decision);
  });

  it('checks the input before any model is asked, and answers offline when asked for `offline`', async () => {
    await expect(run(scorecardTask, { generationPrompt: ' ' })).rejects.toMatchObject({ status: 400 });
    const offline = await run(decisionTask, DECISION_INPUT, { model: 'offline' });
    expect(offline.model).toBe('offline');
    expect(fake.requests).toEqual([]);
  });
});
