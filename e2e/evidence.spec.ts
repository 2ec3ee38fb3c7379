import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTERED_NURSE as NURSE } from '../bench/assistant-quality/interviews/registered-nurse.ts';
import { apiCall } from './fixtures/api.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { say } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

type Created = { id: string };

/**
 * Evidence by meaning (issue 23), offline: a registered-nurse interview plays on the dashboard;
 * the live scorecard quotes the candidate under the clinical criteria, a quote opens its
 * transcript line, criteria nobody spoke to are marked; the candidate scorecard rates every
 * criterion and its quotes open the transcript too.
 */
describe('evidence on the scorecards', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let sessionId = '';
  let applicationId = '';

  productJourney(
    { signInAt: '/sessions', context: { viewport: { width: 1600, height: 1000 } } },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  beforeAll(async () => {
    const call = <T>(method: string, path: string, body?: unknown) =>
      apiCall<T>(page, server.url, method, path, body);
    const company = await call<Created>('POST', '/api/companies', { name: NURSE.job.company });
    const job = await call<Created>('POST', '/api/job-openings', {
      title: NURSE.job.title,
      companyId: company.id,
      description: NURSE.job.description,
      requirements: NURSE.job.requirements,
    });
    const candidate = await call<Created>('POST', '/api/candidates', NURSE.candidate);
    const application = await call<Created>('POST', '/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      status: 'interviewing',
    });
    applicationId = application.id;
    const session = await call<Created>('POST', '/api/sessions', {
      candidateId: candidate.id,
      applicationId: application.id,
      customScorecard: NURSE.scorecard,
      customAgenda: NURSE.agenda.map((a) => `- ${a.title} (${a.minutes} min)`).join('\n'),
    });
    sessionId = session.id;
  });

  const DETERIORATION = 'Recognises deterioration early and escalates appropriately';

  it('quotes the candidate under the right criteria on the live scorecard, and a quote opens its line', async () => {
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await page.getByRole('heading', { name: 'Scorecard' }).waitFor();
    for (const turn of NURSE.turns.slice(0, 28))
      await say(page, server.url, sessionId, turn.speaker, turn.text);
    const evidence = page.getByRole('list', { name: `Evidence for ${DETERIORATION}` });
    await evidence.waitFor({ timeout: 15_000 });
    await page
      .getByRole('list', { name: 'Evidence for Communicates with patients and families with compassion' })
      .waitFor({ timeout: 15_000 });
    const licence = page.locator('li').filter({
      has: page.getByRole('textbox', {
        name: 'Holds an active RN licence and current life support certification',
      }),
    });
    await licence.getByText('Not yet covered').waitFor();

    await evidence.getByRole('button', { name: /I escalated straight to the registrar/ }).click();
    const line = page.locator('[data-chunk-id][aria-current="true"]');
    await line.waitFor();
    expect(await line.textContent()).toContain('I escalated straight to the registrar');
    await screenshot(page, 'live-scorecard-evidence');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('rates every criterion in the decision on the candidate scorecard, and its quotes open the transcript', async () => {
    await apiCall(page, server.url, 'POST', `/api/sessions/${sessionId}/close`);
    await page.goto(`${server.url}/candidate-scorecards/${applicationId}`);
    await page.getByRole('heading', { name: 'Interview 1' }).waitFor();
    await page.getByRole('button', { name: 'Generate Decision' }).click();
    const rubric = page.getByRole('list', { name: 'By criterion' });
    await rubric.waitFor();
    expect(await page.getByRole('textbox', { name: 'Decision' }).inputValue()).not.toMatch(
      /none stood out|No hire/,
    );
    await rubric
      .getByRole('button', { name: /I escalated straight to the registrar/ })
      .first()
      .click();
    await page.locator('[data-chunk-id][aria-current="true"]').waitFor();
    await screenshot(page, 'candidate-scorecard-evidence');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
