import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import {
  DURATION_ORDER_MESSAGE,
  INVALID_FILE_TITLE,
  JOB_ROLE_REQUIRED,
  PDF_REQUIRED_MESSAGE,
  QUICK_CREATE_LIMITS,
  type QuickCreateItem,
  QuickCreateOutput,
} from '#contracts/quick-create.ts';
import { JOB_DESCRIPTION } from '#server/assistant/test/fixtures.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { malformedPdf, quickCreateForm, resumePdf } from './test-pdfs.ts';

const url = '/api/sessions/quick-create/generate';
const NDJSON = 'application/x-ndjson';
const minutesOf = (items: QuickCreateItem[]) =>
  items.filter((i) => i.change_type !== 'REMOVED').reduce((n, i) => n + (i.duration ?? 0), 0);
const all = (items: QuickCreateItem[]): QuickCreateItem[] => items.flatMap((i) => [i, ...all(i.children)]);

describe('Quick Create generation with the offline assistant', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let resume: Buffer;
  beforeAll(async () => {
    a = await t.factories.user();
    resume = await resumePdf();
  });

  const generate = (data: unknown, files: Record<string, Buffer | undefined> = {}, accept?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...a.headers, ...(accept ? { accept } : {}) },
      payload: quickCreateForm(data, files),
    });

  const inputs = (agendaId: string, scorecardId: string) => ({
    jobRole: 'Senior Backend Engineer',
    interviewType: 'Coding screen',
    jobDescription: JOB_DESCRIPTION,
    agendaTemplate: { type: 'existing', existingId: agendaId },
    scorecardTemplate: { type: 'existing', existingId: scorecardId },
    minDuration: 15,
    maxDuration: 30,
  });

  it('adapts the chosen templates to the job, a two-page resume and the time range', async () => {
    const agenda = await t.factories.agenda(a.user.id, {
      title: 'Standard coding screen',
      content:
        '- Introductions (5 min)\n- Background and experience (15 min)\n- Coding exercise (30 min)\n- Questions (10 min)',
    });
    const scorecard = await t.factories.scorecard(a.user.id, {
      content: 'Technical skills\n- Knows TypeScript\nCommunication\n- Explains trade-offs',
    });
    const res = await generate(inputs(agenda.id, scorecard.id), { resume });
    expect(res.statusCode).toBe(200);
    const out = QuickCreateOutput.parse(res.json());
    expect(out).toMatchObject({ model: 'offline', notice: OFFLINE_NOTICE, candidateName: 'Ada Lovelace' });
    expect(out.interviewTitle).toBe('Coding screen: Senior Backend Engineer');
    expect(out.notice).toBe(OFFLINE_NOTICE);
    expect(out.summary.key_adaptations).not.toContain(OFFLINE_NOTICE);

    const items = out.agenda.items;
    expect(items.map((i) => i.id)).toEqual(items.map((_, n) => `agenda-${n + 1}`));
    const total = minutesOf(items);
    expect(total).toBeGreaterThanOrEqual(15);
    expect(total).toBeLessThanOrEqual(30);
    const coding = items.find((i) => i.title === 'Coding exercise');
    expect(coding).toMatchObject({ change_type: 'MODIFIED', original_duration: 30 });
    expect(coding?.change_reason).toMatch(/^Shortened from 30 to \d+ min to fit 15–30 minutes/);
    const background = items.find((i) => i.title === 'Background and experience');
    expect(background?.content).toMatch(/Ask: .*Kafka/);
    expect(background?.change_reason).toContain('from the candidate’s resume');
    const requirements = items.find((i) => i.change_type === 'ADDED');
    expect(requirements?.title).toMatch(/^Role requirements: /);
    expect(requirements?.content).toContain('Strong SQL and data modelling');

    const sections = out.scorecard.items;
    expect(sections.map((s) => [s.title, s.change_type])).toEqual([
      ['Technical skills', 'MODIFIED'],
      ['Communication', 'KEPT'],
      ['Resume claims to verify', 'ADDED'],
    ]);
    expect(sections[0]?.children.map((c) => c.change_type)).toContain('ADDED');
    expect(sections[2]?.children.map((c) => c.title)).toContain('Depth with Kafka matches the resume');

    const every = [...all(items), ...all(sections)];
    const count = (type: string) => every.filter((i) => (i.change_type ?? 'KEPT') === type).length;
    expect(out.summary).toMatchObject({
      items_kept: count('KEPT'),
      items_modified: count('MODIFIED'),
      items_added: count('ADDED'),
      items_removed: count('REMOVED'),
    });
  });

  it('drafts both from scratch with the defaults when no template is chosen, and streams NDJSON', async () => {
    const res = await generate({ jobRole: 'Account Executive' }, {}, NDJSON);
    expect(res.statusCode).toBe(200);
    const last = JSON.parse(res.body.trim().split('\n').at(-1) ?? '{}');
    expect(last.type).toBe('result');
    const out = QuickCreateOutput.parse(last.data);
    expect(out.candidateName).toBe('');
    expect(out.interviewTitle).toBe('Recruiter screen: Account Executive');
    expect(out.agenda.items.every((i) => i.change_type === 'ADDED')).toBe(true);
    expect(minutesOf(out.agenda.items)).toBeGreaterThanOrEqual(15);
    expect(minutesOf(out.agenda.items)).toBeLessThanOrEqual(30);
    expect(out.scorecard.items.map((s) => s.title)).toContain('Motivation and fit');
  });

  it('answers the form’s validation messages', async () => {
    const noRole = await generate({ jobRole: '  ' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error).toMatchObject({ code: 'validation_failed', message: JOB_ROLE_REQUIRED });

    const inverted = await generate({ jobRole: 'Engineer', minDuration: 40, maxDuration: 20 });
    expect(inverted.json().error.details).toContainEqual({
      path: 'maxDuration',
      message: DURATION_ORDER_MESSAGE,
    });

    const outOfRange = await generate({ jobRole: 'Engineer', minDuration: 2, interviewType: 'Lunch' });
    const paths = outOfRange.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['minDuration', 'interviewType']));

    const noId = await generate({ jobRole: 'Engineer', agendaTemplate: { type: 'existing' } });
    expect(noId.json().error.details).toContainEqual({
      path: 'agendaTemplate.existingId',
      message: 'Choose an agenda',
    });
  });

  it('answers 404 for another user’s template', async () => {
    const b = await t.factories.user();
    const theirs = await t.factories.scorecard(b.user.id);
    const mine = await t.factories.agenda(a.user.id);
    const res = await generate(inputs(mine.id, theirs.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Scorecard not found');
  });

  it('refuses a file that is not a PDF, with the spec’s message', async () => {
    const res = await generate({ jobRole: 'Engineer' }, { resume: Buffer.from('GIF89a not a pdf') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: PDF_REQUIRED_MESSAGE,
      details: { field: 'resume', title: INVALID_FILE_TITLE },
    });
  });

  it('refuses a PDF over the size limit with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(QUICK_CREATE_LIMITS.pdfBytes, 32)]);
    const res = await generate({ jobRole: 'Engineer' }, { linkedinProfile: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'payload_too_large',
      message: 'The LinkedIn profile PDF is larger than 5 MB',
    });
  });

  it('refuses a damaged PDF with a clear 400, and keeps serving', async () => {
    const res = await generate({ jobRole: 'Engineer' }, { resume: malformedPdf() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'The resume PDF could not be read; it may be damaged. Export it again and retry',
    );
    const again = await generate({ jobRole: 'Engineer' }, { resume });
    expect(again.json().candidateName).toBe('Ada Lovelace');
  });

  it('needs multipart form data with JSON in data', async () => {
    const json = await t.app.inject({ method: 'POST', url, headers: a.headers, payload: { jobRole: 'X' } });
    expect(json.statusCode).toBe(415);
    const form = new FormData();
    form.append('data', '{not json');
    const broken = await t.app.inject({ method: 'POST', url, headers: a.headers, payload: form });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The interview details are not valid JSON');
  });
});

describe('Quick Create in the OpenAPI document', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });

  it('documents the multipart generate call and the save call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const generate = doc.paths['/api/sessions/quick-create/generate'].post;
    expect(generate.description).toContain('`data` is the JSON of the inputs');
    expect(Object.keys(generate.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '502']));
    const save = doc.paths['/api/sessions/quick-create/save'].post;
    expect(Object.keys(save.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(save.responses)).toEqual(expect.arrayContaining(['201', '400', '404']));
  });
});
