import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from './ai-errors.ts';
import { startFakeOpenAI } from './test/fake-openai.ts';
import {
  AGENDA_ANSWER,
  chatMessages,
  failureOf,
  JOB_DESCRIPTION,
  SCORECARD_ANSWER,
  serviceFor,
} from './test/fixtures.ts';

describe('generation through OpenAI (fake peer on the wire)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let service: ReturnType<typeof serviceFor>;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-test' });
    const models = ['gpt-4o', 'gpt-3.5-turbo'];
    service = serviceFor({ name: 'openai', apiKey: 'sk-test', baseUrl: fake.url, models });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('calls chat completions with the json schema and the job description', async () => {
    fake.answer({ content: JSON.stringify(SCORECARD_ANSWER), chunkDelayMs: 15 });
    const progress: string[] = [];
    const draft = await service.generateScorecard(
      { jobDescription: JOB_DESCRIPTION, generationPrompt: 'Focus on APIs' },
      { model: 'gpt-4o', onProgress: (p) => progress.push(p.text) },
    );

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body).toMatchObject({
      model: 'gpt-4o',
      stream: true,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'scorecard', strict: true, schema: { required: ['title', 'sections'] } },
      },
    });
    const messages = chatMessages(request);
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toContain('<job_description>\nSenior Backend Engineer');
    expect(messages[1]?.content).toContain('Focus on APIs');

    expect(draft).toEqual({
      title: 'Backend coding screen',
      content:
        'Problem solving\n- Clarifies constraints first\n- Chooses a workable approach\n\nCode quality\n- Readable code with clear names',
      sections: SCORECARD_ANSWER.sections,
      model: 'gpt-4o',
    });
    // Previews grow as the model writes, and the last one is the whole scorecard.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress[0]?.length).toBeLessThan(draft.content.length);
    expect(progress.at(-1)).toBe(draft.content);
  });

  it('asks older models for JSON mode with the schema in the system message', async () => {
    fake.answer({ content: JSON.stringify(SCORECARD_ANSWER) });
    await service.generateScorecard({ jobDescription: JOB_DESCRIPTION }, { model: 'gpt-3.5-turbo' });
    const body = fake.requests[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    const system = chatMessages(fake.requests[0])[0]?.content;
    expect(system).toContain('matching this JSON Schema');
    expect(system).toContain('"criteria"');
  });

  it('fits the agenda the model wrote into the requested time range', async () => {
    fake.answer({ content: JSON.stringify(AGENDA_ANSWER) }); // 45 minutes
    const draft = await service.generateAgenda({
      jobDescription: JOB_DESCRIPTION,
      timeRangeMin: 20,
      timeRangeMax: 30,
    });
    expect(draft.totalMinutes).toBe(30);
    expect(draft.items.map((i) => i.title)).toEqual([
      'Introductions',
      'Coding exercise',
      'Candidate questions',
    ]);
    expect(JSON.parse(draft.content)).toEqual(
      draft.items.map((i) => ({ title: i.title, duration: i.duration, description: i.description })),
    );
    const user = chatMessages(fake.requests[0])[1]?.content;
    expect(user).toContain('between 20 and 30 minutes');
  });

  it('asks once more after an answer that is not JSON, then succeeds', async () => {
    fake.answer({ content: '{"title": "Backend' }, { content: JSON.stringify(SCORECARD_ANSWER) });
    const draft = await service.generateScorecard({ jobDescription: JOB_DESCRIPTION });
    expect(draft.sections).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    const retry = chatMessages(fake.requests[1])[1]?.content;
    expect(retry).toContain('Your previous answer could not be used: the answer was not valid JSON.');
  });

  it('fails with ai_invalid_output after two answers that do not match the schema', async () => {
    const wrong = {
      content: JSON.stringify({ title: 'x', sections: [{ title: 'A', criteria: 'not a list' }] }),
    };
    fake.answer(wrong, wrong, { content: JSON.stringify(SCORECARD_ANSWER) });
    const failure = await failureOf(service.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(failure).toEqual({
      status: 502,
      code: 'ai_invalid_output',
      message: AI_MESSAGES.invalidOutput,
      details: undefined,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('maps 429 to ai_rate_limited with the provider’s retry-after, without retrying', async () => {
    const body = { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } };
    fake.answer({ status: 429, body, headers: { 'retry-after': '7' } });
    const failure = await failureOf(service.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(failure).toEqual({
      status: 503,
      code: 'ai_rate_limited',
      message: 'The AI provider is rate limiting requests; try again shortly',
      details: { retryAfterSeconds: 7 },
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps a rejected key (401) to ai_auth', async () => {
    const wrongKey = serviceFor({
      name: 'openai',
      apiKey: 'sk-wrong',
      baseUrl: fake.url,
      models: ['gpt-4o'],
    });
    const failure = await failureOf(wrongKey.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(failure).toMatchObject({
      status: 502,
      code: 'ai_auth',
      message: 'The AI provider rejected the API key',
    });
  });

  it('maps 5xx and unreachable servers to ai_unavailable', async () => {
    fake.answer({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    const failure = await failureOf(service.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(failure).toMatchObject({
      code: 'ai_unavailable',
      message: 'The AI provider is unavailable right now',
    });

    const closed = serviceFor({
      name: 'openai',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/v1',
      models: ['gpt-4o'],
    });
    const refused = await failureOf(closed.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(refused).toMatchObject({ status: 502, code: 'ai_unavailable' });
  });

  it('gives up with ai_timeout when the provider does not answer in time', async () => {
    fake.answer({ hang: true });
    const impatient = serviceFor(
      { name: 'openai', apiKey: 'sk-test', baseUrl: fake.url, models: ['gpt-4o'] },
      150,
    );
    const started = performance.now();
    const failure = await failureOf(impatient.generateScorecard({ jobDescription: JOB_DESCRIPTION }));
    expect(failure).toMatchObject({
      status: 504,
      code: 'ai_timeout',
      message: 'The AI provider did not answer in time',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
