import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewedAgendaItem, ReviewedScorecardItem } from '../contracts/quick-create.ts';
import { resumePdf } from '../server/interviews/quick-create/test-pdfs.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast as toastOn } from './fixtures/sign-in.ts';

type Created = { id: string };
type SavePayload = { agenda: { items: ReviewedAgendaItem[] }; scorecard: { items: ReviewedScorecardItem[] } };

const JOB_DESCRIPTION = [
  'Backend Engineer, payments',
  'Requirements:',
  '- Kafka and event-driven systems',
  '- PostgreSQL data modelling',
  '- Kubernetes in production',
].join('\n');
const EDITED = 'Walk through the ledger schema she designed; ask how reconciliation failures surface.';

/**
 * Quick Create with the offline assistant (spec 000 §2, issue 6): the inputs with a PDF resume,
 * the generated kit reviewed change by change (some accepted, one edited, others left pending),
 * and the session it creates holding exactly the reviewed agenda and scorecard.
 */
describe('quick create', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let resumeFile = '';

  productJourney({ signInAt: '/sessions' }, (started) => {
    ({ server, page, errors } = started);
  });
  beforeAll(async () => {
    resumeFile = path.join(tmpdir(), `resume-${process.pid}.pdf`);
    writeFileSync(resumeFile, await resumePdf());
    const { call } = await seedApplication(page, server.url);
    await call<Created>('POST', '/api/interview-setup/agendas', {
      title: 'Coding screen agenda',
      content: '- Introductions (5 min)\n- Coding exercise (30 min)\n- Wrap-up (10 min)',
      timeRangeMin: 30,
      timeRangeMax: 60,
    });
  });

  const toast = (text: string) => toastOn(page, text);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const useExisting = async (legend: string, option: string) => {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Use existing').check();
    await group.getByRole('combobox').selectOption({ label: option });
  };

  it('asks for the job role, refuses a non-PDF and generates a kit from the inputs and the resume', async () => {
    await heading('Interview Sessions').waitFor();
    await page.getByRole('link', { name: 'New interview' }).click();
    await heading('Quick Create Interview').waitFor();
    await page.getByText('Step 1 of 2').waitFor();

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Job role is required').waitFor();
    await page.getByLabel('Resume (PDF, optional)').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await toast('Please select a PDF file.').waitFor();

    await page.getByLabel('Job Role *').fill('Senior Backend Engineer');
    await page.getByLabel('Interview Type').selectOption('Coding screen');
    await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
    await useExisting('Scorecard Template', 'Backend onsite');
    await useExisting('Agenda Template', 'Coding screen agenda');
    await page.getByLabel('Resume (PDF, optional)').setInputFiles(resumeFile);
    await page.getByText(path.basename(resumeFile)).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Step 2 of 2').waitFor({ timeout: 15_000 });
    await page.getByText('Review Generated Content').waitFor();
    expect(await page.getByLabel('Candidate Name *').inputValue()).toBe('Ada Lovelace');
    await page
      .getByText(/offline assistant/i)
      .first()
      .waitFor();
    await screenshot(page, 'quick-create-review');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('creates the session with exactly the reviewed agenda and scorecard', async () => {
    const agenda = page.getByRole('region', { name: /Agenda/ }).first();
    const accept = agenda.getByRole('button', { name: /^Accept (?!All)/ });
    const pendingBefore = await accept.count();
    expect(pendingBefore).toBeGreaterThanOrEqual(2);
    // One change accepted, one edited, the rest left pending.
    const acceptedTitle = ((await accept.first().getAttribute('aria-label')) ?? '').replace(/^Accept /, '');
    await accept.first().click();
    const editButton = agenda.getByRole('button', { name: /^Edit / }).nth(1);
    const editedTitle = ((await editButton.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await editButton.click();
    await page.getByLabel(`Your text for ${editedTitle}`).fill(EDITED);
    await page.getByRole('button', { name: `Save ${editedTitle}` }).click();
    await page
      .getByRole('button', { name: /^Accept All/ })
      .last()
      .click();
    // Additions still pending stay out of the session.
    const pendingAdded = await agenda
      .getByRole('article')
      .filter({ hasText: 'ADDED' })
      .filter({ hasText: 'Pending' })
      .evaluateAll((items) => items.map((item) => item.querySelector('h4')?.textContent ?? ''));
    expect(pendingAdded.length).toBeGreaterThan(0);

    const saved = page.waitForRequest((r) => r.url().endsWith('/api/sessions/quick-create/save'));
    await page.getByRole('button', { name: 'Create Session' }).click();
    const payload = (await saved).postDataJSON() as SavePayload;
    await page.waitForURL(/\/sessions\/[0-9a-f-]{36}$/);
    const sessionId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();

    const titles = payload.agenda.items.map((item) => item.title);
    expect(titles).toContain(acceptedTitle);
    for (const title of pendingAdded) expect(titles).not.toContain(title);
    const edited = payload.agenda.items.find((item) => item.title === editedTitle);
    expect(edited?.content).toBe(EDITED);
    const shown = page.getByRole('list', { name: 'Agenda items' }).locator(':scope > li');
    await expect
      .poll(() => shown.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label'))))
      .toEqual(titles);

    const session = await (await page.request.get(`${server.url}/api/sessions/${sessionId}`)).json();
    expect(session.agenda.map((item: { title: string }) => item.title)).toEqual(titles);
    const evaluation = await (
      await page.request.get(`${server.url}/api/sessions/${sessionId}/evaluation`)
    ).json();
    const sections = evaluation.evaluationData.sections.map((s: { title: string; content: string }) => [
      s.title,
      s.content,
    ]);
    expect(sections).toEqual(payload.scorecard.items.map((s) => [s.title, s.content]));
    await screenshot(page, 'quick-create-session');
    expect(errors).toEqual([]);
  });
});
