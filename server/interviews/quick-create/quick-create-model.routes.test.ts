import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUICK_CREATE_GENERATION_FAILED, QuickCreateOutput } from '#contracts/quick-create.ts';
import { type FakeOpenAI, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { fakeModelConfig } from '#server/test/fake-model.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { quickCreateForm, resumePdf } from './test-pdfs.ts';

const url = '/api/sessions/quick-create/generate';

/** A model's answer for the agenda "Intro (5) / Coding (30) / Questions (10)" and a one-section scorecard. */
const ANSWER = {
  interviewTitle: 'Backend coding screen',
  candidateName: 'Ada Lovelace',
  keyAdaptations: ['Coding exercise built around Kafka consumers', 'Questions slot shortened'],
  agenda: [
    {
      source_id: 'agenda-1',
      change_type: 'KEPT',
      title: 'Intro',
      description: '',
      duration: 5,
      change_reason: '',
    },
    {
      source_id: 'agenda-2',
      change_type: 'MODIFIED',
      title: 'Coding exercise: idempotent Kafka consumer',
      description: 'Build a consumer that survives redelivery.',
      duration: 40,
      change_reason: 'Matches the event pipelines on the resume',
    },
    {
      source_id: '',
      change_type: 'ADDED',
      title: 'PostgreSQL schema discussion',
      description: 'Ledger tables and constraints.',
      duration: 10,
      change_reason: 'The job asks for data modelling',
    },
  ],
  scorecard: [
    {
      source_id: 'section-1',
      change_type: 'MODIFIED',
      title: 'Problem solving',
      guidance: 'Watch how they handle redelivery.',
      change_reason: 'Tied to the exercise',
      criteria: [
        {
          source_id: 'criterion-1-1',
          change_type: 'KEPT',
          title: 'Breaks the problem down',
          guidance: '',
          change_reason: '',
        },
        {
          source_id: '',
          change_type: 'ADDED',
          title: 'Reasons about at-least-once delivery',
          guidance: '',
          change_reason: 'Kafka',
        },
      ],
    },
  ],
};

describe('Quick Create generation with a model provider', () => {
  let fake: FakeOpenAI;
  const t = useTestApp(async () => {
    fake = await startFakeOpenAI();
    return { liveAssistant: { enabled: false }, config: fakeModelConfig(fake.url) };
  });
  let a: SignedIn;
  let resume: Buffer;
  let data: Record<string, unknown>;
  beforeAll(async () => {
    a = await t.factories.user();
    resume = await resumePdf();
    const agenda = await t.factories.agenda(a.user.id, {
      content: '- Intro (5 min)\n- Coding (30 min)\n- Questions (10 min)',
    });
    const scorecard = await t.factories.scorecard(a.user.id);
    data = {
      jobRole: 'Backend Engineer',
      interviewType: 'Coding screen',
      agendaTemplate: { type: 'existing', existingId: agenda.id },
      scorecardTemplate: { type: 'existing', existingId: scorecard.id },
      minDuration: 30,
      maxDuration: 45,
    };
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  const generate = (query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${url}${query}`,
      headers: a.headers,
      payload: quickCreateForm(data, { resume }),
    });

  it('asks the model with the templates and the resume, then settles ids, originals and minutes', async () => {
    fake.answer({ content: JSON.stringify(ANSWER) });
    const res = await generate();
    expect(res.statusCode).toBe(200);
    const prompt = JSON.stringify(fake.requests[0]?.body);
    expect(prompt).toContain('[agenda-2] Coding (30 min)');
    expect(prompt).toContain('Built Kafka event pipelines in TypeScript');
    const out = QuickCreateOutput.parse(res.json());
    expect(out.model).toBe('fake-model');
    expect(out.candidateName).toBe('Ada Lovelace');
    expect(out.summary.key_adaptations).toEqual(ANSWER.keyAdaptations);
    const agenda = out.agenda.items.map((i) => [
      i.id,
      i.title,
      i.change_type,
      i.duration,
      i.original_duration,
    ]);
    // Template titles stay; the skipped "Questions" is offered as REMOVED; 55 minutes scaled to 45.
    expect(agenda).toEqual([
      ['agenda-1', 'Intro', 'KEPT', 5, 5],
      ['agenda-2', 'Coding', 'MODIFIED', 30, 30],
      ['agenda-3', 'PostgreSQL schema discussion', 'ADDED', 10, undefined],
      ['agenda-4', 'Questions', 'REMOVED', 10, 10],
    ]);
    expect(
      out.agenda.items.filter((i) => i.change_type !== 'REMOVED').reduce((n, i) => n + (i.duration ?? 0), 0),
    ).toBe(45);
    expect(out.agenda.items[1]).toMatchObject({
      content: 'Build a consumer that survives redelivery.',
      original_content: '',
    });
    const [section] = out.scorecard.items;
    expect(section?.children.map((c) => [c.title, c.change_type])).toEqual([
      ['Breaks the problem down', 'KEPT'],
      ['Reasons about at-least-once delivery', 'ADDED'],
      ['Tests their solution', 'REMOVED'],
    ]);
    expect(out.summary.items_removed).toBe(2);
  });

  it('asks once more after an unusable answer, and uses the second', async () => {
    fake.answer({ content: '{"interviewTitle": "half' }, { content: JSON.stringify(ANSWER) });
    const res = await generate();
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]?.body)).toContain('could not be used');
  });

  it('fails clearly when the second answer is unusable too', async () => {
    fake.answer({ content: JSON.stringify({ ...ANSWER, agenda: [] }) }, { content: 'not json at all' });
    const res = await generate();
    expect(fake.requests).toHaveLength(2);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'ai_invalid_output',
      message: QUICK_CREATE_GENERATION_FAILED,
      details: { reason: 'The AI model did not return a usable answer; try again' },
    });
  });

  it('uses the offline assistant when ?model=offline', async () => {
    const res = await generate('?model=offline');
    expect(res.json().model).toBe('offline');
    expect(fake.requests).toEqual([]);
  });
});
