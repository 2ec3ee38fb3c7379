import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { FAKE_MARK, FAKE_MODEL, type FakeModel, startFakeModel } from './fixtures/fake-model.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast as toastOn } from './fixtures/sign-in.ts';

/**
 * Interview setup with a configured OpenAI model (issue 4): the product talks to a local peer
 * speaking the chat-completions wire format; the model list offers it as the default, and the
 * scorecard and agenda drafts are the model's, streamed, then edited and saved.
 */
describe('interview setup with a configured model', () => {
  let model: FakeModel;
  let server: RunningServer;
  let page: Page;
  let errors: string[];

  productJourney(
    {
      signInAt: '/agendas/new',
      env: async () => {
        model = await startFakeModel();
        return model.env;
      },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  afterAll(async () => {
    await model?.close();
  });

  const toast = (text: string) => toastOn(page, text);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('drafts a scorecard with the configured model', async () => {
    await page.goto(`${server.url}/scorecards/new`);
    await heading('Create Scorecard').waitFor();
    await page.getByRole('switch', { name: 'Generate with AI' }).click();
    const select = page.getByLabel('AI Model');
    expect(await select.inputValue()).toBe(FAKE_MODEL);
    expect(await select.locator('option').allTextContents()).toContain('Offline assistant (no AI model)');
    await page.getByLabel('Generation Prompt').fill('A backend onsite on data modelling');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Draft ready in the content field below.').waitFor();

    const content = await page.getByLabel('Content *').inputValue();
    expect(content).toContain('Technical depth');
    expect(content).toContain('- Explains trade-offs');
    expect(await page.getByLabel('Title *').inputValue()).toBe(`Backend scorecard (${FAKE_MARK})`);
    const request = model.calls('scorecard')[0]?.body;
    expect(request?.model).toBe(FAKE_MODEL);
    expect(JSON.stringify(request?.messages)).toContain('A backend onsite on data modelling');

    await page.getByRole('button', { name: 'Create Scorecard' }).click();
    await toast('Scorecard Created').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('drafts an agenda with the configured model and edits it as rows', async () => {
    await page.goto(`${server.url}/agendas/new`);
    await heading('Create Agenda').waitFor();
    await page.getByLabel('Title *').fill('Backend onsite');
    await page.getByRole('switch', { name: 'Generate with AI' }).click();
    await page.getByLabel('Generation Prompt').fill('Backend onsite, 45 minutes');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();

    const firstTitle = page.getByLabel('Item 1 title');
    await firstTitle.waitFor();
    expect(await firstTitle.inputValue()).toBe(`Welcome (${FAKE_MARK})`);
    expect(await page.getByLabel('Item 2 title').inputValue()).toBe('Systems deep dive');
    expect(model.calls('agenda')).toHaveLength(1);
    await page.getByLabel('Item 2 minutes').fill('30');
    await page.getByRole('button', { name: 'Remove item 3' }).click();
    await page.getByText('2 items').waitFor();
    await screenshot(page, 'setup-agenda-model-rows');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Agenda' }).click();
    await toast('Agenda Created').waitFor();
    await page.getByRole('link', { name: 'View Backend onsite' }).click();
    await heading('Backend onsite').waitFor();
    await page.getByText('Systems deep dive').waitFor();
    await page.getByText('2 items · 35 min in total').waitFor();
    expect(errors).toEqual([]);
  });
});
