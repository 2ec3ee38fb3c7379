import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '../contracts/assistant.ts';
import {
  DECISION_REQUIRED_MESSAGE,
  INDEPENDENT_INTERVIEWS_LABEL,
} from '../contracts/candidate-scorecards.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { say, seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast as toastOn } from './fixtures/sign-in.ts';

type Created = { id: string };

/**
 * Candidate scorecards and AI decisions (spec 001 §2, issue 7) with the offline assistant: two
 * interviews on one application and one independent interview make two cards; the application's
 * evaluation is edited and saved, a decision drafted, edited, saved and read back after a reload.
 */
describe('candidate scorecards', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];

  productJourney({ signInAt: '/candidate-scorecards' }, (started) => {
    ({ server, page, errors } = started);
  });
  beforeAll(async () => {
    const { candidate, application, scorecard, call } = await seedApplication(page, server.url);
    const create = (applicationId: string | null) =>
      call<Created>('POST', '/api/sessions', {
        candidateId: candidate.id,
        applicationId,
        scorecardId: scorecard.id,
      });
    const first = await create(application.id);
    await say(page, server.url, first.id, 'interviewer', 'Tell me about a service you owned end to end.');
    await say(
      page,
      server.url,
      first.id,
      'candidate',
      'I owned our billing pipeline: I moved it to PostgreSQL logical replication and cut the nightly run from 4 hours to 20 minutes.',
    );
    await call('POST', `/api/sessions/${first.id}/close`);
    await create(application.id);
    await create(null);
  });

  const toast = (text: string) => toastOn(page, text);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const cards = () => page.getByRole('list', { name: 'Candidate scorecards' }).getByRole('article');

  it('lists one card per application and one for the independent interviews', async () => {
    await page.reload();
    await heading('Candidate Scorecards').waitFor();
    await expect.poll(() => cards().count()).toBe(2);
    await cards().filter({ hasText: 'Backend Engineer at Northwind Analytics' }).waitFor();
    await cards().filter({ hasText: INDEPENDENT_INTERVIEWS_LABEL }).waitFor();
    await screenshot(page, 'candidate-scorecards');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('edits the evaluation: Save Changes while dirty, No Changes once saved', async () => {
    await cards()
      .filter({ hasText: 'Backend Engineer at Northwind Analytics' })
      .getByRole('link', { name: /View Scorecard/ })
      .click();
    await page.getByRole('heading', { name: 'Interview 1' }).waitFor();
    await page.getByRole('heading', { name: 'Interview 2' }).waitFor();
    await page.getByRole('navigation', { name: 'Interviews' }).waitFor();

    const first = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Interview 1' }) });
    const unchanged = first.getByRole('button', { name: 'No Changes' });
    expect(await unchanged.isDisabled()).toBe(true);
    await first
      .getByLabel('Technical depth')
      .fill('Strong ownership of the billing pipeline; measured results.');
    await first.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Saved').waitFor();
    await unchanged.waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('drafts a decision, refuses a blank one, saves the edited text and shows it after a reload', async () => {
    const first = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Interview 1' }) });
    await first.getByRole('button', { name: 'Generate Decision' }).click();
    await toast('Decision Generated').waitFor();
    const decision = first.getByLabel('Decision', { exact: true });
    const draft = await decision.inputValue();
    // Who drafted it is said beside the text area, not in the text that gets saved.
    expect(draft).not.toContain('offline assistant');
    await first.getByText(OFFLINE_NOTICE).waitFor();
    expect(draft).toMatch(/billing pipeline|20 minutes|PostgreSQL/);

    await decision.fill('   ');
    await first.getByRole('button', { name: 'Save Decision' }).click();
    await first.getByText(DECISION_REQUIRED_MESSAGE).waitFor();

    const edited = 'Hire: owned the billing pipeline end to end and cut the nightly run to 20 minutes.';
    await decision.fill(edited);
    await first.getByRole('button', { name: 'Save Decision' }).click();
    await toast('Decision Saved').waitFor();
    await screenshot(page, 'candidate-scorecard-decision');

    await page.reload();
    await page.getByRole('heading', { name: 'Interview 1' }).waitFor();
    const reloaded = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Interview 1' }) })
      .getByLabel('Decision', { exact: true });
    await expect.poll(() => reloaded.inputValue()).toBe(edited);
    expect(
      await page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Interview 1' }) })
        .getByLabel('Technical depth')
        .inputValue(),
    ).toBe('Strong ownership of the billing pipeline; measured results.');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
