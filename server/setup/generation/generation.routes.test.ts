import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENDA_GENERATION_FAILED, AGENDA_MAX_BELOW_MIN } from '#contracts/agendas.ts';
import { OFFLINE_NOTICE, parseAgendaContent } from '#contracts/assistant.ts';
import { SCORECARD_GENERATE_INPUT_REQUIRED, SCORECARD_GENERATION_FAILED } from '#contracts/scorecards.ts';
import { type FakeOpenAI, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { fakeModelConfig } from '#server/test/fake-model.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const scorecardUrl = '/api/interview-setup/scorecards/generate';
const agendaUrl = '/api/interview-setup/agendas/generate';
const NDJSON = 'application/x-ndjson';
const JOB = 'Senior Backend Engineer\n\nRequirements:\n- TypeScript and Node.js\n- PostgreSQL data modelling';

const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; text?: string; data?: unknown; error?: unknown });

describe('generation with the offline assistant', () => {
  const t = useTestApp();
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const post = (url: string, payload: object, accept?: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...a.headers, ...(accept ? { accept } : {}) }, payload });

  it('drafts scorecard content labelled as offline, and stores nothing', async () => {
    const res = await post(scorecardUrl, {
      jobDescription: JOB,
      generationPrompt: null,
      existingScorecardRef: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // That the offline assistant drafted it is shown beside the text, never saved in it.
    expect(body).toMatchObject({ model: 'offline', notice: OFFLINE_NOTICE });
    expect(body.content).not.toContain(OFFLINE_NOTICE);
    expect(body.content).toMatch(/PostgreSQL|TypeScript/);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/interview-setup/scorecards', headers: a.headers })
      ).json(),
    ).toEqual([]);
  });

  it('needs a prompt, a job description or an existing scorecard', async () => {
    const res = await post(scorecardUrl, { generationPrompt: '  ', jobDescription: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: SCORECARD_GENERATE_INPUT_REQUIRED,
    });
  });

  it('drafts an agenda within the time range from the selected scorecard', async () => {
    const card = await t.factories.scorecard(a.user.id, { content: 'System design\n- Scales a queue' });
    const res = await post(agendaUrl, { selectedScorecardId: card.id, timeRangeMin: 40, timeRangeMax: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ model: 'offline', notice: OFFLINE_NOTICE });
    const total = parseAgendaContent(body.content).reduce((sum, item) => sum + item.duration, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThanOrEqual(50);
  });

  it('checks the agenda time range and the selected scorecard', async () => {
    const inverted = await post(agendaUrl, { timeRangeMin: 60, timeRangeMax: 30 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.details).toContainEqual({
      path: 'timeRangeMax',
      message: AGENDA_MAX_BELOW_MIN,
    });
    const unknown = await post(agendaUrl, { selectedScorecardId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('streams NDJSON when asked: a result line carrying the draft', async () => {
    const res = await post(scorecardUrl, { generationPrompt: 'Coding screen' }, NDJSON);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(NDJSON);
    const last = lines(res.body).at(-1);
    expect(last).toMatchObject({ type: 'result', data: { model: 'offline', notice: OFFLINE_NOTICE } });
  });

  it('answers 4xx before any stream starts', async () => {
    const res = await post(scorecardUrl, {}, NDJSON);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('generation with a model provider', () => {
  let fake: FakeOpenAI;
  const t = useTestApp(async () => {
    fake = await startFakeOpenAI();
    return { config: fakeModelConfig(fake.url) };
  });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  const answer = {
    title: 'Backend screen',
    sections: [{ title: 'Problem solving', criteria: ['Clarifies constraints first', 'Tests edge cases'] }],
  };
  const post = (url: string, payload: object, accept?: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...a.headers, ...(accept ? { accept } : {}) }, payload });

  it('streams progress lines while the model writes, then the result', async () => {
    await t.factories.sampleFeedback(a.user.id, {
      content: 'Evidence first: named the memory/speed trade-off.',
    });
    fake.answer({ content: JSON.stringify(answer), delayMs: 10 });
    const res = await post(scorecardUrl, { jobDescription: JOB }, NDJSON);
    // Sample feedbacks teach the style of decisions; a scorecard is no place for them.
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain('named the memory/speed trade-off');
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain('style_examples');
    expect(res.statusCode).toBe(200);
    const all = lines(res.body);
    expect(all.length).toBeGreaterThan(1);
    expect(all.slice(0, -1).every((line) => line.type === 'progress' && typeof line.text === 'string')).toBe(
      true,
    );
    expect(all.at(-1)).toMatchObject({
      type: 'result',
      data: { model: 'fake-model', title: 'Backend screen' },
    });
    const result = all.at(-1)?.data as { content: string };
    expect(result.content).toContain('Clarifies constraints first');
  });

  it('uses the model named in ?model=', async () => {
    const res = await post(`${scorecardUrl}?model=offline`, { generationPrompt: 'Values interview' });
    expect(res.json().model).toBe('offline');
    expect(fake.requests).toEqual([]);
  });

  it("answers a provider failure with the screen's message and the reason in details", async () => {
    fake.setFallback({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const res = await post(scorecardUrl, { jobDescription: JOB });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'ai_auth',
      message: SCORECARD_GENERATION_FAILED,
      details: { reason: 'The AI provider rejected the API key' },
    });
    expect(JSON.stringify(res.json())).not.toContain('Incorrect API key');

    const agenda = await post(agendaUrl, { timeRangeMin: 30, timeRangeMax: 45 }, NDJSON);
    expect(lines(agenda.body).at(-1)).toMatchObject({
      type: 'error',
      error: { code: 'ai_auth', message: AGENDA_GENERATION_FAILED },
    });
    fake.setFallback({ content: '{}' });
  });
});
