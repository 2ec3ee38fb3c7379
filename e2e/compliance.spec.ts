import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './fixtures/api.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

type Created = { id: string };

/**
 * The private live guard (issue 23): a question on a protected topic typed on the dashboard brings
 * a distinct compliance card with a rewording in the job's terms within the turn; the candidate's
 * answer to it is never a note.
 */
describe('the live guard on the dashboard', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let sessionId = '';

  productJourney(
    { signInAt: '/sessions', context: { viewport: { width: 1440, height: 1000 } } },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  beforeAll(async () => {
    const call = <T>(method: string, path: string, body?: unknown) =>
      apiCall<T>(page, server.url, method, path, body);
    const company = await call<Created>('POST', '/api/companies', { name: 'Ledgerline Payments' });
    const job = await call<Created>('POST', '/api/job-openings', {
      title: 'Senior Backend Engineer',
      companyId: company.id,
      description: 'You build our payment ledger and take part in a one-in-five on-call rotation.',
      requirements: '- TypeScript\n- PostgreSQL',
    });
    const candidate = await call<Created>('POST', '/api/candidates', {
      firstName: 'Daniel',
      lastName: 'Reyes',
    });
    const application = await call<Created>('POST', '/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      status: 'applied',
    });
    const session = await call<Created>('POST', '/api/sessions', {
      candidateId: candidate.id,
      applicationId: application.id,
      customScorecard: 'Ownership\n- Owns outcomes end to end',
      customAgenda: '- Introductions (5 min)\n- Recent project (20 min)',
    });
    sessionId = session.id;
  });

  const send = async (speaker: 'Interviewer' | 'Candidate', text: string) => {
    const box = page.getByRole('textbox', { name: speaker, exact: true });
    await box.fill(text);
    await box.press('Enter');
    await page.getByRole('list', { name: 'Conversation' }).getByText(text).waitFor();
  };

  it('warns the interviewer privately, with the topic and a job-related rewording', async () => {
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await page.getByText('No suggestions yet').waitFor();
    await send('Interviewer', 'Thanks for joining. Do you have kids?');
    const warnings = page.getByRole('list', { name: 'Compliance warnings' });
    const card = warnings.getByRole('listitem');
    await card.waitFor({ timeout: 5_000 });
    expect(await card.innerText()).toContain('Compliance');
    expect(await card.innerText()).toContain('Children and childcare');
    expect(await card.innerText()).toContain(
      'This role has a one-in-five on-call rotation — can you meet that schedule?',
    );
    expect(await warnings.evaluate((list) => list.closest('[aria-live="polite"]') !== null)).toBe(true);

    await send(
      'Candidate',
      'Two of them, and I led the ledger migration that cut reconciliation time by 90%.',
    );
    await send('Interviewer', 'Tell me about the ledger migration you led.');
    await page.getByRole('list', { name: 'Compliance warnings' }).getByRole('listitem').waitFor();
    await screenshot(page, 'session-compliance-warning');
    expect(await axeViolations(page)).toEqual([]);
    const notes = await apiCall<{ content: string }[]>(
      page,
      server.url,
      'GET',
      `/api/sessions/${sessionId}/notes`,
    );
    expect(notes.map((n) => n.content).join('\n')).not.toContain('reconciliation time');
    expect(errors).toEqual([]);
  });
});
