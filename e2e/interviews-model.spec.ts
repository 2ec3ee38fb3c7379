import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { FAKE_MARK, FAKE_MODEL, type FakeModel, startFakeModel } from './fixtures/fake-model.ts';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { toast as toastOn } from './fixtures/sign-in.ts';

type Created = { id: string };

/**
 * The live assistant and the decision with a configured OpenAI model (issues 5 and 7): the
 * product talks to a local chat-completions peer; its suggestions reach the dashboard, and its
 * decision lands on the candidate scorecard.
 */
describe('interviews with a configured model', () => {
  let model: FakeModel;
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let sessionId = '';
  let applicationId = '';

  productJourney(
    {
      signInAt: '/sessions',
      env: async () => {
        model = await startFakeModel();
        return model.env;
      },
      context: { viewport: { width: 1440, height: 1000 } },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  beforeAll(async () => {
    const seeded = await seedApplication(page, server.url, { first: 'Grace', last: 'Hopper' });
    applicationId = seeded.application.id;
    const session = await seeded.call<Created>('POST', '/api/sessions', {
      candidateId: seeded.candidate.id,
      applicationId,
      scorecardId: seeded.scorecard.id,
      customAgenda: '- Introductions (5 min)\n- Systems deep dive (25 min)',
    });
    sessionId = session.id;
  });
  afterAll(async () => {
    await model?.close();
  });

  const toast = (text: string) => toastOn(page, text);
  const send = async (speaker: 'Interviewer' | 'Candidate', text: string) => {
    const box = page.getByRole('textbox', { name: speaker, exact: true });
    await box.fill(text);
    await box.press('Enter');
    await page.getByRole('list', { name: 'Conversation' }).getByText(text).waitFor();
  };

  it('shows the model’s suggestions on the live dashboard', async () => {
    await page.goto(`${server.url}/sessions/${sessionId}`);
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    await page.getByText('Live Session').waitFor();
    await send('Interviewer', 'What did you build most recently?');
    await send('Candidate', 'A compiler for our reporting language; it cut report build times in half.');

    const suggestion = page
      .getByRole('list', { name: 'Suggested suggestions' })
      .getByRole('listitem')
      .filter({ hasText: FAKE_MARK });
    await suggestion.first().waitFor({ timeout: 10_000 });
    const turn = model.calls('live_interview_turn').at(-1)?.body;
    expect(turn?.model).toBe(FAKE_MODEL);
    expect(JSON.stringify(turn?.messages)).toContain('A compiler for our reporting language');
    await screenshot(page, 'session-model-suggestions');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('drafts the decision with the model on the candidate scorecard', async () => {
    await page.goto(`${server.url}/candidate-scorecards/${applicationId}`);
    await page.getByRole('heading', { name: 'Interview 1' }).waitFor();
    await page.getByRole('button', { name: 'Generate Decision' }).click();
    await toast('Decision Generated').waitFor();
    const decision = page.getByLabel('Decision', { exact: true });
    expect(await decision.inputValue()).toContain(`Lean hire (${FAKE_MARK})`);
    const request = model.calls('interview_decision').at(-1)?.body;
    expect(JSON.stringify(request?.messages)).toContain('A compiler for our reporting language');

    await page.getByRole('button', { name: 'Save Decision' }).click();
    await toast('Decision Saved').waitFor();
    expect(errors).toEqual([]);
  });

  it('generates a Quick Create kit with the model and creates the session from it', async () => {
    await page.goto(`${server.url}/sessions/new/quick`);
    await page.getByText('Step 1 of 2').waitFor();
    await page.getByLabel('Job Role *').fill('Platform Engineer');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Review Generated Content').waitFor({ timeout: 15_000 });
    const request = model.calls('quick_create').at(-1)?.body;
    expect(request?.model).toBe(FAKE_MODEL);
    expect(JSON.stringify(request?.messages)).toContain('Platform Engineer');

    const added = `Platform deep dive (${FAKE_MARK})`;
    await page.getByRole('heading', { name: added }).waitFor();
    await page.getByRole('button', { name: `Accept ${added}` }).click();
    await page.getByLabel('Candidate Name *').fill('Linus Torvalds');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByRole('heading', { level: 1, name: 'Linus Torvalds' }).waitFor();
    await page.getByRole('list', { name: 'Agenda items' }).getByRole('listitem', { name: added }).waitFor();
    expect(errors).toEqual([]);
  });
});
