import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { setupScreens } from './fixtures/setup.ts';

/**
 * Interview setup, sample feedbacks (spec 001 §2, issue 4): a sample feedback added, copied to the
 * clipboard and deleted after the confirmation.
 */
describe('interview setup: sample feedbacks', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];

  productJourney(
    {
      signInAt: '/sample-feedbacks',
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );

  const { toast, main, heading, cardTitles, expectNoAxeViolations } = setupScreens(() => page);

  it('adds a sample feedback, copies it and deletes it after the confirmation', async () => {
    await page.goto(`${server.url}/sample-feedbacks`);
    await heading('Sample Feedbacks').waitFor();
    await page.getByRole('button', { name: 'Add Your First Sample Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sample Feedback' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Sample Feedback' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Content is required').waitFor();
    await expectNoAxeViolations();

    const feedback = 'Strong systems thinking. Explained the control loop clearly and named the trade-offs.';
    await dialog.getByLabel('Title *').fill('Onsite debrief, robotics');
    await dialog.getByLabel('Content *').fill(feedback);
    await dialog.getByLabel('Category').selectOption('technical');
    await dialog.getByLabel('Tags').fill('robotics, senior');
    await dialog.getByRole('button', { name: 'Add Sample Feedback' }).click();
    await toast('Sample Feedback Created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(cardTitles).toEqual(['Onsite debrief, robotics']);
    await main().getByText('Technical').waitFor();
    await screenshot(page, 'setup-sample-feedbacks');
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Copy Onsite debrief, robotics' }).click();
    await toast('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedback);

    const confirmation = new Promise<string>((resolve) => {
      page.once('dialog', (browserDialog) => {
        resolve(browserDialog.message());
        void browserDialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Delete Onsite debrief, robotics' }).click();
    expect(await confirmation).toBe('This action cannot be undone.');
    await toast('Sample Feedback Deleted').waitFor();
    await page.getByText('No sample feedbacks yet').waitFor();
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});
