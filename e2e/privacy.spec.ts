import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { say, seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast as toastOn } from './fixtures/sign-in.ts';

type Created = { id: string };

/**
 * Privacy (issue 33): retention in Settings, then a candidate's data exported and erased from
 * their page, with the audit trail of both.
 */
describe('privacy: retention, export and erasure', () => {
  let server: RunningServer;
  let page: Page;
  let candidateId: string;

  productJourney({ signInAt: '/settings' }, (started) => {
    ({ server, page } = started);
  });
  beforeAll(async () => {
    const { candidate, application, scorecard, call } = await seedApplication(page, server.url, {
      first: 'Grace',
      last: 'Hopper',
    });
    candidateId = candidate.id;
    const session = await call<Created>('POST', '/api/sessions', {
      candidateId: candidate.id,
      applicationId: application.id,
      scorecardId: scorecard.id,
    });
    await call('POST', `/api/sessions/${session.id}/recording-consent`);
    await say(page, server.url, session.id, 'candidate', 'I wrote the first compiler for our team.');
    await call('POST', `/api/sessions/${session.id}/close`);
    await call('POST', `/api/sessions/${session.id}/evaluation/generate-decision`);
  });

  const toast = (text: string) => toastOn(page, text);

  it('sets how long recordings, transcripts, interviews and the audit trail are kept', async () => {
    await page.getByRole('heading', { name: 'Data Retention' }).waitFor();
    await page.getByLabel('Recordings (days)').fill('0');
    await page.getByRole('button', { name: 'Save Retention' }).click();
    await page.getByText('Choose a number of days between 1 and 36500, or keep until deleted').waitFor();
    await page.getByLabel('Recordings (days)').fill('30');
    await page.getByLabel('Closed interviews (days)').fill('365');
    await page.getByRole('button', { name: 'Save Retention' }).click();
    await toast('Retention saved').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Data Retention' }).waitFor();
    expect(await page.getByLabel('Recordings (days)').inputValue()).toBe('30');
    expect(await page.getByLabel('Transcripts and notes (days)').inputValue()).toBe('');
    await screenshot(page, 'settings-retention');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('exports the candidate as one ZIP, and lists the export in the audit trail', async () => {
    await page.goto(`${server.url}/candidates/${candidateId}`);
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Candidate Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidate-[0-9a-f]{8}\.zip$/);
    await page.reload();
    const trail = page.getByRole('region', { name: 'Audit Trail' });
    await trail.getByText('Candidate data exported').waitFor();
    await trail.getByText('AI decision generated').waitFor();
    await trail.getByText('Recording consent confirmed').waitFor();
    await screenshot(page, 'candidate-privacy');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('erases the candidate after a confirmation', async () => {
    await page.getByRole('button', { name: 'Erase Candidate' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase Grace Hopper?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await toast('Candidate Erased').waitFor();
    await page.waitForURL(`${server.url}/candidates`);
    const gone = await page.evaluate(
      async (id) => (await fetch(`/api/candidates/${id}`, { credentials: 'include' })).status,
      candidateId,
    );
    expect(gone).toBe(404);
  });
});
