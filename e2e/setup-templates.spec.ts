import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { seedScorecardAndAgenda, setupScreens } from './fixtures/setup.ts';

/**
 * Interview setup, templates (spec 001 §2, issue 4): the template wizard combining a scorecard and
 * an agenda, then editing the template.
 */
describe('interview setup: templates', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  const scorecardTitle = 'Robot control technical screen';
  let templateId = '';

  productJourney({ signInAt: '/interview-templates' }, (started) => {
    ({ server, page, errors } = started);
  });
  beforeAll(async () => {
    await seedScorecardAndAgenda(page, server.url, scorecardTitle);
  });

  const { toast, main, heading, cardTitles, expectNoAxeViolations } = setupScreens(() => page);

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

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});
