import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { AGENDA_CONTENT, setupScreens } from './fixtures/setup.ts';

/**
 * Interview setup, agendas (spec 001 §2, issue 4): an agenda written by hand, its form refusing a
 * bad time range first, then listed and viewed.
 */
describe('interview setup: agendas', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];

  productJourney({ signInAt: '/agendas' }, (started) => {
    ({ server, page, errors } = started);
  });

  const { toast, main, heading, cardTitles, expectNoAxeViolations } = setupScreens(() => page);

  it('refuses a bad time range on the agenda form, then saves the agenda', async () => {
    await page.goto(`${server.url}/agendas`);
    await heading('Agendas').waitFor();
    await page.getByRole('link', { name: 'Create Agenda' }).click();
    await heading('Create Agenda').waitFor();
    const min = page.getByLabel('Minimum Time (minutes) *');
    const max = page.getByLabel('Maximum Time (minutes) *');
    expect([await min.inputValue(), await max.inputValue()]).toEqual(['30', '60']);

    await min.fill('60');
    await max.fill('30');
    await page.getByRole('button', { name: 'Create Agenda' }).click();
    await page.getByText('Please provide a title for your agenda').waitFor();
    await page.getByText('Please provide content for your agenda').waitFor();
    await screenshot(page, 'setup-agenda-all-errors');

    await page.getByLabel('Title *').fill('Robotics Onsite');
    await page.getByLabel('Content *').fill(AGENDA_CONTENT);
    await page.getByRole('button', { name: 'Create Agenda' }).click();
    const maxError = page.locator('#agenda-time-max-error');
    await maxError.waitFor();
    expect(await maxError.textContent()).toBe('Maximum time must be greater than or equal to minimum time');
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    expect(await max.getAttribute('aria-describedby')).toContain('agenda-time-max-error');
    expect(await min.getAttribute('aria-invalid')).toBeNull();
    await screenshot(page, 'setup-agenda-time-range-error');
    await expectNoAxeViolations();

    await min.fill('10');
    await page.getByRole('button', { name: 'Create Agenda' }).click();
    const minError = page.locator('#agenda-time-min-error');
    await minError.waitFor();
    expect(await minError.textContent()).toBe('Minimum time must be at least 15 minutes');
    expect(await min.getAttribute('aria-invalid')).toBe('true');

    await min.fill('30');
    await max.fill('60');
    await page.getByRole('button', { name: 'Create Agenda' }).click();
    await toast('Agenda Created').waitFor();
    await heading('Agendas').waitFor();
    await expect.poll(cardTitles).toEqual(['Robotics Onsite']);
    await main().getByText('30–60 min').waitFor();
    await main().getByText('Manual').waitFor();
    await screenshot(page, 'setup-agendas');
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'View Robotics Onsite' }).click();
    await heading('Robotics Onsite').waitFor();
    await main().getByText('Robot control deep dive').waitFor();
    await screenshot(page, 'setup-agenda-detail');
    await expectNoAxeViolations();
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});
