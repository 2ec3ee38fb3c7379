import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_SCREEN as BACKEND } from '../bench/assistant-quality/interviews/backend-screen.ts';
import { apiCall } from './fixtures/api.ts';
import { artifacts, axeViolations, screenshot } from './fixtures/browser.ts';
import { say } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

type Created = { id: string };
type Item = { id: string; title: string };

/**
 * Time and coverage (issue 32), offline: a backend screen plays on the dashboard, begun 42 minutes
 * ago on a 50-minute plan. The strip shows the clock, the criteria, the talk balance and the
 * candidate's questions; the one nudge arrives; after close the candidate scorecard shows the
 * criteria across both rounds and the debrief drafted from the interview.
 */
describe('time and coverage', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let applicationId = '';
  let sessionId = '';
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(page, server.url, method, path, body);

  productJourney(
    { signInAt: '/sessions', context: { viewport: { width: 1280, height: 900 } } },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  beforeAll(async () => {
    const company = await call<Created>('POST', '/api/companies', { name: BACKEND.job.company });
    const job = await call<Created>('POST', '/api/job-openings', {
      title: BACKEND.job.title,
      companyId: company.id,
      description: BACKEND.job.description,
      requirements: BACKEND.job.requirements,
    });
    const candidate = await call<Created>('POST', '/api/candidates', BACKEND.candidate);
    const application = await call<Created>('POST', '/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      status: 'interviewing',
    });
    applicationId = application.id;
    const create = () =>
      call<Created>('POST', '/api/sessions', {
        candidateId: candidate.id,
        applicationId: application.id,
        customScorecard: BACKEND.scorecard,
        customAgenda: BACKEND.agenda.map((a) => `- ${a.title} (${a.minutes} min)`).join('\n'),
      });
    // An earlier round that heard about communication only.
    const first = await create();
    await say(page, server.url, first.id, 'interviewer', 'How do you explain a trade-off to finance?');
    await say(
      page,
      server.url,
      first.id,
      'candidate',
      'I explained to our finance partner that exactly-once payouts would cost three weeks, and we agreed on idempotency keys instead.',
    );
    await call('POST', `/api/sessions/${first.id}/close`);
    sessionId = (await create()).id;
  });

  it('shows the clock, criteria, talk balance and the candidate’s questions as the interview goes, with one nudge', async () => {
    const agenda = (await call<{ agenda: Item[] }>('GET', `/api/sessions/${sessionId}`)).agenda;
    await call('POST', `/api/sessions/${sessionId}/text`, {
      text: BACKEND.turns[0]?.text,
      speaker: 'interviewer',
      timestamp: new Date(Date.now() - 42 * 60_000).toISOString(),
    });
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await page.getByRole('heading', { name: 'Time and coverage' }).waitFor();
    // One line until the details are asked for (and the choice is remembered).
    const details = page.getByRole('button', { name: 'Details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    for (const [index, item] of agenda.slice(0, 3).entries()) {
      await call('PATCH', `/api/sessions/${sessionId}/agenda/${item.id}`, { status: 'in-progress' });
      if (index < 2)
        await call('PATCH', `/api/sessions/${sessionId}/agenda/${item.id}`, { status: 'completed' });
    }
    for (const turn of BACKEND.turns.slice(1))
      await say(page, server.url, sessionId, turn.speaker, turn.text);

    await page.getByText(/criteria covered/).waitFor();
    const strip = page.getByRole('region', { name: 'Time and coverage' });
    expect((await strip.boundingBox())?.height).toBeLessThan(120);
    await screenshot(page, 'dashboard-coverage-collapsed');
    await details.click();
    expect(await page.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const questions = page.getByRole('list', { name: 'The candidate’s questions' });
    await questions
      .getByText('What does the on-call load actually look like, how many pages a week?')
      .waitFor();
    await page
      .getByText(/42 min/)
      .first()
      .waitFor();
    await page.getByText(/left of 50 min/).waitFor();
    const nudge = page.getByText(/^About \d+ minutes left\./);
    await nudge.waitFor({ timeout: 15_000 });
    expect(await nudge.count()).toBe(1);
    expect(await page.getByRole('img', { name: /of speaking time/ }).getAttribute('aria-label')).toMatch(
      /^Candidate \d+ %, interviewer \d+ % of speaking time$/,
    );
    await screenshot(page, 'dashboard-coverage');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the criteria across rounds and the debrief, drafted at close, on the candidate scorecard', async () => {
    await call('POST', `/api/sessions/${sessionId}/close`);
    await page.goto(`${server.url}/candidate-scorecards/${applicationId}`);
    await page.getByRole('region', { name: 'Criteria across rounds' }).waitFor();
    const debrief = page.getByRole('region', { name: 'Debrief' }).last();
    await debrief.getByText('Draft', { exact: true }).waitFor({ timeout: 20_000 });
    await debrief.getByRole('heading', { name: 'Candidate’s questions' }).waitFor();
    await screenshot(page, 'candidate-scorecard-debrief');
    await page.getByRole('region', { name: 'Criteria across rounds' }).screenshot({
      path: path.join(artifacts, 'candidate-scorecard-rounds.png'),
    });
    await debrief.screenshot({ path: path.join(artifacts, 'candidate-scorecard-debrief-block.png') });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
