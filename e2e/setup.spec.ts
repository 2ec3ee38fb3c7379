import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '../contracts/assistant.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast as toastOn } from './fixtures/sign-in.ts';
import { addTutorial } from './fixtures/tutorials.ts';

const TUTORIAL = {
  title: 'Your first interview template',
  description: 'Combine a scorecard and an agenda into a reusable setup.',
  seconds: 95,
};

const JOB_DESCRIPTION = [
  'Senior Robotics Engineer',
  'Requirements:',
  '- 5+ years of experience with C++ and Python',
  '- ROS and real-time control systems',
  '- Clear written communication',
].join('\n');

const AGENDA_CONTENT = [
  '- Introductions (5 min)',
  '- Robot control deep dive (30 min)',
  '- Candidate questions (10 min)',
].join('\n');

/**
 * Interview setup (spec 001 §2, issue 4): a scorecard drafted by the offline assistant, an agenda
 * written by hand, the template wizard combining them, editing the template, a sample feedback
 * copied to the clipboard, and a tutorial video added with the command line.
 */
describe('interview setup', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let scorecardTitle = '';
  let templateId = '';

  productJourney(
    {
      signInAt: '/scorecards',
      start: { beforeStart: (dataDir) => addTutorial(dataDir, TUTORIAL).then(() => undefined) },
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );

  const toast = (text: string) => toastOn(page, text);
  const main = () => page.locator('main');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const cardTitles = () => main().locator('ul > li h2').allTextContents();
  const expectNoAxeViolations = async () => expect(await axeViolations(page)).toEqual([]);

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

  it('builds an interview template through the 3-step wizard', async () => {
    await page.goto(`${server.url}/interview-templates`);
    await heading('Interview Templates').waitFor();
    await page.getByText('No interview templates yet').waitFor();
    await page.getByRole('button', { name: 'Create Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Interview Template' });
    await dialog.waitFor();
    const currentStep = () => dialog.locator('[aria-current="step"]').textContent();

    expect(await currentStep()).toContain('Details');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Template title is required').waitFor();
    await dialog.getByLabel('Title *').fill('Robotics Engineer Onsite');
    await dialog.getByLabel('Description').fill('The full onsite loop for robotics engineers.');
    await dialog
      .getByLabel('Rubrik')
      .fill('Hire when control-systems depth and communication are both strong.');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect.poll(currentStep).toContain('Scorecard');
    const scorecard = dialog.getByLabel('Scorecard *');
    await scorecard.waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please select a scorecard').waitFor();
    await scorecard.selectOption({ label: scorecardTitle });
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect.poll(currentStep).toContain('Agenda');
    const agenda = dialog.getByLabel('Agenda *');
    await agenda.selectOption({ label: 'Robotics Onsite (30–60 min)' });
    await screenshot(page, 'setup-template-wizard-agenda');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Create Template' }).click();

    await toast('Template Created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(cardTitles).toEqual(['Robotics Engineer Onsite']);
    const card = main().locator('ul > li').first();
    expect(await card.textContent()).toContain(scorecardTitle);
    expect(await card.textContent()).toContain('Robotics Onsite');
    await screenshot(page, 'setup-templates');
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'View Robotics Engineer Onsite' }).click();
    await heading('Robotics Engineer Onsite').waitFor();
    templateId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(templateId).toMatch(/^[0-9a-f-]{36}$/);
    await main().getByRole('heading', { name: scorecardTitle }).waitFor();
    await main().getByRole('heading', { name: 'Robotics Onsite' }).waitFor();
    await main().getByText('Robot control deep dive').waitFor();
    const scorecardLink = main().getByRole('link', { name: 'View Scorecard' });
    expect(await scorecardLink.getAttribute('href')).toMatch(/^\/scorecards\/[0-9a-f-]{36}$/);
    const agendaLink = main().getByRole('link', { name: 'View Agenda' });
    expect(await agendaLink.getAttribute('href')).toMatch(/^\/agendas\/[0-9a-f-]{36}$/);
    await screenshot(page, 'setup-template-detail');
    await expectNoAxeViolations();
  });

  it('edits the template on /interview-templates/{id}/edit', async () => {
    await main().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `/interview-templates/${templateId}/edit`);
    await heading('Edit Interview Template').waitFor();
    const title = page.getByLabel('Template Title *');
    expect(await title.inputValue()).toBe('Robotics Engineer Onsite');
    await main().getByText(scorecardTitle).waitFor();

    await title.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Template title is required').waitFor();
    await expectNoAxeViolations();

    await title.fill('Robotics Engineer Onsite (2026)');
    await page.getByLabel('Rubrik').fill('Strong hire needs depth in control systems.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Template Updated').waitFor();
    expect(await toast('Template Updated').textContent()).toContain(
      'Your interview template has been successfully updated.',
    );
    await heading('Robotics Engineer Onsite (2026)').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/interview-templates/${templateId}`);
    await main().getByText('Strong hire needs depth in control systems.').waitFor();

    await page.goto(`${server.url}/interview-templates/00000000-0000-4000-8000-000000000000/edit`);
    await page.getByRole('heading', { name: 'Template Not Found' }).waitFor();
    await page
      .getByText(
        "The interview template you're trying to edit doesn't exist or you don't have permission to edit it.",
      )
      .waitFor();
    await page.getByRole('link', { name: 'Back to Templates' }).waitFor();
  });

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

  it('plays the tutorial added with the command line', async () => {
    await page.goto(`${server.url}/tutorials`);
    await heading('Help & Tutorials').waitFor();
    await page.getByText('1 tutorial available').waitFor();
    await expect.poll(cardTitles).toEqual([TUTORIAL.title]);
    await main().getByText(TUTORIAL.description).waitFor();
    await main().getByText('1:35').waitFor();
    await screenshot(page, 'setup-tutorials');
    await expectNoAxeViolations();

    const played = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/files/'));
    await page.getByRole('button', { name: /Watch Tutorial/ }).click();
    // The player's own request for the video (cookies, CSP media-src and byte ranges all real).
    expect([200, 206]).toContain((await played).status());
    const dialog = page.getByRole('dialog', { name: TUTORIAL.title });
    await dialog.waitFor();
    await dialog.getByText(TUTORIAL.description).waitFor();
    const video = dialog.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('autoplay')).not.toBeNull();
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/files\//);

    const whole = await page.context().request.get(`${server.url}${src}`);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/mp4');
    const part = await page
      .context()
      .request.get(`${server.url}${src}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).length).toBe(100);
    await screenshot(page, 'setup-tutorial-dialog');
    await expectNoAxeViolations();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('video').count()).toBe(0);
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});
