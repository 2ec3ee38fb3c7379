import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anthropicError, startFakeAnthropic } from './test/fake-anthropic.ts';
import { AGENDA_ANSWER, failureOf, JOB_DESCRIPTION, SCORECARD_ANSWER, serviceFor } from './test/fixtures.ts';

describe('generation through Anthropic (fake peer on the wire)', () => {
  let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
  let service: ReturnType<typeof serviceFor>;
  beforeAll(async () => {
    fake = await startFakeAnthropic({ apiKey: 'sk-ant-test' });
    const models = ['claude-sonnet-4-5', 'claude-3-haiku-20240307'];
    service = serviceFor({ name: 'anthropic', apiKey: 'sk-ant-test', baseUrl: fake.url, models });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('uses the forced json tool on older models and reads the streamed tool input', async () => {
    fake.answer({ content: JSON.stringify(SCORECARD_ANSWER) });
    const progress: string[] = [];
    const draft = await service.generateScorecard(
      { jobDescription: JOB_DESCRIPTION, interviewType: 'Coding screen' },
      { model: 'claude-3-haiku-20240307', onProgress: (p) => progress.push(p.text) },
    );

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key']).toBe('sk-ant-test');
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(request?.body).toMatchObject({
      model: 'claude-3-haiku-20240307',
      stream: true,
      tools: [{ name: 'json', input_schema: { required: ['title', 'sections'] } }],
      tool_choice: { type: 'any', disable_parallel_tool_use: true },
    });
    const system = request?.body.system as { text: string }[];
    expect(system[0]?.text).toContain('interview scorecard');
    const user = request?.body.messages as { content: { text: string }[] }[];
    expect(user[0]?.content[0]?.text).toContain('Interview type: Coding screen');
    expect(user[0]?.content[0]?.text).toContain('Mentor two mid-level engineers');

    expect(draft.model).toBe('claude-3-haiku-20240307');
    expect(draft.sections).toEqual(SCORECARD_ANSWER.sections);
    expect(progress.at(-1)).toBe(draft.content);
  });

  it('uses native structured output (output_config) on current models', async () => {
    fake.answer({ content: JSON.stringify(AGENDA_ANSWER) });
    const draft = await service.generateAgenda({
      jobDescription: JOB_DESCRIPTION,
      timeRangeMin: 30,
      timeRangeMax: 60,
    });
    const body = fake.requests[0]?.body;
    expect(body).toMatchObject({
      model: 'claude-sonnet-4-5',
      output_config: { format: { type: 'json_schema', schema: { required: ['items'] } } },
    });
    expect(body?.tools).toBeUndefined();
    expect(draft.totalMinutes).toBe(45);
    expect(draft.items.map((i) => i.duration)).toEqual([5, 30, 10]);
  });

  it('asks again after a malformed answer, then fails with ai_invalid_output', async () => {
    fake.answer({ content: '{"items": [' }, { content: '{"items": []}' });
    const failure = await failureOf(
      service.generateAgenda({ jobDescription: JOB_DESCRIPTION, timeRangeMin: 30, timeRangeMax: 60 }),
    );
    expect(failure).toMatchObject({ status: 502, code: 'ai_invalid_output' });
    expect(fake.requests).toHaveLength(2);
  });

  it('maps 401, 429 and 529 (overloaded) to clear errors', async () => {
    const wrongKey = serviceFor({
      name: 'anthropic',
      apiKey: 'nope',
      baseUrl: fake.url,
      models: ['claude-sonnet-4-5'],
    });
    expect(await failureOf(wrongKey.generateScorecard({ jobDescription: 'x' }))).toMatchObject({
      code: 'ai_auth',
      message: 'The AI provider rejected the API key',
    });

    fake.answer({ status: 429, body: anthropicError('rate_limit_error', 'Number of requests exceeded') });
    expect(await failureOf(service.generateScorecard({ jobDescription: 'x' }))).toMatchObject({
      status: 503,
      code: 'ai_rate_limited',
    });

    fake.answer({ status: 529, body: anthropicError('overloaded_error', 'Overloaded') });
    expect(await failureOf(service.generateScorecard({ jobDescription: 'x' }))).toMatchObject({
      code: 'ai_unavailable',
      message: 'The AI provider is unavailable right now',
    });
  });
});
