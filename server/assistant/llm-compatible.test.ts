import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI } from './test/fake-openai.ts';
import { failureOf, JOB_DESCRIPTION, SCORECARD_ANSWER, serviceFor } from './test/fixtures.ts';

describe('generation through an OpenAI-compatible server (Ollama, vLLM, LM Studio)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());

  it('calls /v1/chat/completions with a json schema and no key when none is set', async () => {
    const service = serviceFor({
      name: 'openai-compatible',
      apiKey: undefined,
      baseUrl: fake.url,
      models: ['llama3.1:8b'],
    });
    fake.answer({ content: `\`\`\`json\n${JSON.stringify(SCORECARD_ANSWER)}\n\`\`\`` });
    const draft = await service.generateScorecard({ generationPrompt: 'Values interview for a designer' });

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({
      model: 'llama3.1:8b',
      response_format: { type: 'json_schema', json_schema: { name: 'scorecard' } },
    });
    expect(draft).toMatchObject({ model: 'llama3.1:8b', sections: SCORECARD_ANSWER.sections });
  });

  it('reports a model the server does not have', async () => {
    const service = serviceFor({
      name: 'openai-compatible',
      apiKey: 'k',
      baseUrl: `${fake.url}/nowhere`,
      models: ['x'],
    });
    const failure = await failureOf(service.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(failure).toMatchObject({
      code: 'ai_unavailable',
      message: 'The AI provider does not offer the model "x"',
    });
  });
});
