import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '../contracts/assistant.ts';
import { screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { setupScreens } from './fixtures/setup.ts';

const JOB_DESCRIPTION = [
  'Senior Robotics Engineer',
  'Requirements:',
  '- 5+ years of experience with C++ and Python',
  '- ROS and real-time control systems',
  '- Clear written communication',
].join('\n');

/**
 * Interview setup, scorecards (spec 001 §2, issue 4): a scorecard drafted by the offline assistant,
 * saved, listed and viewed with what it was generated from.
 */
describe('interview setup: scorecards', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let scorecardTitle = '';

  productJourney({ signInAt: '/scorecards' }, (started) => {
    ({ server, page, errors } = started);
  });

  const { toast, main, heading, cardTitles, expectNoAxeViolations } = setupScreens(() => page);

  it('drafts a scorecard with the offline assistant and saves it', async () => {
    await page.goto(`${server.url}/scorecards`);
    await heading('Scorecards').waitFor();
    await page.getByText('No scorecards yet').waitFor();
    await expectNoAxeViolations();
    await page.getByRole('link', { name: 'Create Scorecard' }).click();
    await heading('Create Scorecard').waitFor();

    const aiSwitch = page.getByRole('switch', { name: 'Generate with AI' });
    expect(await aiSwitch.getAttribute('aria-checked')).toBe('false');
    await aiSwitch.click();
    expect(await aiSwitch.getAttribute('aria-checked')).toBe('true');
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    expect(await generate.isDisabled()).toBe(true);
    await page
      .getByText('Fill in a prompt, a job description or an existing scorecard to generate.')
      .waitFor();
    await page.getByLabel('Generation Prompt').fill('A technical onsite focused on robot control');
    await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
    expect(await generate.isDisabled()).toBe(false);
    await expectNoAxeViolations();

    const streamed = page.waitForResponse((r) =>
      r.url().endsWith('/api/interview-setup/scorecards/generate'),
    );
    await generate.click();
    // The draft comes as a progress stream (the offline assistant sends it in one piece).
    expect((await streamed).headers()['content-type']).toContain('application/x-ndjson');
    await page.getByText('Draft ready in the content field below.').waitFor();
    const content = page.getByLabel('Content *');
    const text = await content.inputValue();
    // The offline origin is a label beside the draft, never saved in its text.
    expect(text).not.toContain(OFFLINE_NOTICE);
    await page.getByRole('status').getByText(OFFLINE_NOTICE).waitFor();
    expect(text).toMatch(/C\+\+|Python|ROS/);
    // A blank title is filled from the draft.
    scorecardTitle = await page.getByLabel('Title *').inputValue();
    expect(scorecardTitle).not.toBe('');
    await screenshot(page, 'setup-scorecard-generated');
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Create Scorecard' }).click();
    await toast('Scorecard Created').waitFor();
    await heading('Scorecards').waitFor();
    await expect.poll(cardTitles).toEqual([scorecardTitle]);
    await main().getByText('AI Generated').waitFor();
    await screenshot(page, 'setup-scorecards');
    await expectNoAxeViolations();

    await page.getByRole('link', { name: `View ${scorecardTitle}` }).click();
    await heading(scorecardTitle).waitFor();
    await page.getByText('Generation Inputs').waitFor();
    expect(await main().getByText(OFFLINE_NOTICE).count()).toBe(0);
    await expectNoAxeViolations();
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});
