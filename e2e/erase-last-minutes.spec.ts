import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast } from './fixtures/sign-in.ts';

type Created = { id: string };
type Line = { text: string };

const EARLIER = 'I led the billing migration last year.';
const OFF_THE_RECORD = [
  'Off the record, my salary at Initech is low.',
  'And I am talking to two other companies.',
];

/**
 * Erasing the last minutes during capture (issue 33, decision 046): the candidate asks not to
 * record a part; the interviewer erases the last two minutes from the live dashboard and the lines
 * of that stretch leave the screen while the earlier ones stay.
 */
describe('erasing the last minutes on the live dashboard', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let sessionId = '';
  let call: Awaited<ReturnType<typeof seedApplication>>['call'];

  productJourney({ signInAt: '/sessions' }, (started) => {
    ({ server, page, errors } = started);
  });
  beforeAll(async () => {
    const seeded = await seedApplication(page, server.url, { first: 'Ines', last: 'Moreau' });
    call = seeded.call;
    const session = await call<Created>('POST', '/api/sessions', {
      candidateId: seeded.candidate.id,
      applicationId: seeded.application.id,
      scorecardId: seeded.scorecard.id,
    });
    sessionId = session.id;
    // Said ten minutes ago, long before the stretch that will be erased.
    await call('POST', `/api/sessions/${sessionId}/text`, {
      text: EARLIER,
      speaker: 'candidate',
      timestamp: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
  });

  const conversation = () => page.getByRole('list', { name: 'Conversation' });
  const send = async (text: string) => {
    const box = page.getByRole('textbox', { name: 'Candidate', exact: true });
    await box.fill(text);
    await box.press('Enter');
    await conversation().getByText(text).waitFor();
  };

  it('erases the typed lines of the last two minutes from the keyboard, and keeps the earlier ones', async () => {
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await conversation().getByText(EARLIER).waitFor();
    for (const text of OFF_THE_RECORD) await send(text);
    const control = page.getByRole('button', { name: 'Erase Last Minutes' });
    await screenshot(page, 'dashboard-erase-last-minutes');
    expect(await axeViolations(page)).toEqual([]);

    await control.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Erase the last minutes?' });
    await dialog.waitFor();
    const picker = dialog.getByRole('combobox', { name: 'How much to erase' });
    expect(await picker.inputValue()).toBe('2');
    expect(await picker.locator('option').allInnerTexts()).toContain('The last 10 minutes');
    await screenshot(page, 'dashboard-erase-last-minutes-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Erase', exact: true }).focus();
    await page.keyboard.press('Enter');

    await toast(page, 'Last Minutes Erased').waitFor();
    await toast(page, '(2 line(s))').waitFor();
    for (const text of OFF_THE_RECORD) await conversation().getByText(text).waitFor({ state: 'detached' });
    await conversation().getByText(EARLIER).waitFor();
    const stored = await call<Line[]>('GET', `/api/sessions/${sessionId}/conversation`);
    expect(stored.map((l) => l.text)).toEqual([EARLIER]);
    await screenshot(page, 'dashboard-after-erase-last-minutes');

    // The interview goes on: a new line is kept.
    await send('Back on the record now.');
    expect(await control.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
