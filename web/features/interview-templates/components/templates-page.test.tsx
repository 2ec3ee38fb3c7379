import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  AGENDA_ID,
  anAgenda,
  aScorecard,
  aTemplateListItem,
  OTHER_AGENDA_ID,
  OTHER_SCORECARD_ID,
  TEMPLATE_ID,
} from '../testing/template-fixtures.ts';

const LIST = 'GET /api/interview-setup/templates';
const CREATE = 'POST /api/interview-setup/templates';

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    [LIST]: () => json(200, []),
    'GET /api/interview-setup/scorecards': () =>
      json(200, [aScorecard(), aScorecard({ id: OTHER_SCORECARD_ID, title: 'Values Interview' })]),
    'GET /api/interview-setup/agendas': () =>
      json(200, [
        anAgenda(),
        anAgenda({ id: OTHER_AGENDA_ID, title: 'Short Screen', timeRangeMin: 15, timeRangeMax: 30 }),
      ]),
    ...routes,
  });
}

async function openWizard() {
  const app = renderApp('/interview-templates');
  await app.user.click(await screen.findByRole('button', { name: 'Create Template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Interview Template' });
  return { ...app, dialog };
}

const currentStep = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: 'Template steps' }).querySelector('[aria-current="step"]');

describe('interview templates list', () => {
  it('shows each template with its scorecard and agenda, and deletes after the browser confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { sent } = server({
      [LIST]: () => json(200, [aTemplateListItem()]),
      [`DELETE /api/interview-setup/templates/${TEMPLATE_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/interview-templates');

    const card = (await screen.findByRole('heading', { name: 'Backend Loop' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Backend Technical Screen')).toBeInTheDocument();
    expect(within(card).getByText('Backend Onsite')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Backend Loop' })).toHaveAttribute(
      'href',
      `/interview-templates/${TEMPLATE_ID}`,
    );

    await user.click(within(card).getByRole('button', { name: 'Delete Backend Loop' }));

    expect(window.confirm).toHaveBeenCalledWith('This action cannot be undone.');
    expect(await screen.findByText('Template Deleted')).toBeInTheDocument();
    expect(sent(`DELETE /api/interview-setup/templates/${TEMPLATE_ID}`)).toHaveLength(1);
  });
});

describe('create template wizard', () => {
  it('walks through details, scorecard and agenda, then creates the template', async () => {
    const { sent } = server({ [CREATE]: () => json(201, aTemplateListItem()) });
    const { user, dialog } = await openWizard();

    expect(currentStep(dialog)).toHaveTextContent('Details');
    expect(within(dialog).getByText('Step 1 of 3: Details')).toHaveAttribute('role', 'status');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Template title is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title *'), 'Backend Loop');
    await user.type(within(dialog).getByLabelText('Description'), 'The full onsite');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByText('Step 2 of 3: Scorecard')).toHaveAttribute('role', 'status');
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please select a scorecard')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Scorecard *'), OTHER_SCORECARD_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(currentStep(dialog)).toHaveTextContent('Agenda');
    const agenda = await within(dialog).findByLabelText('Agenda *');
    expect(within(agenda).getByRole('option', { name: 'Backend Onsite (45–90 min)' })).toBeInTheDocument();
    await user.selectOptions(agenda, AGENDA_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Create Template' }));

    expect(await screen.findByText('Template Created')).toBeInTheDocument();
    expect(sent(CREATE)[0]?.body).toEqual({
      title: 'Backend Loop',
      description: 'The full onsite',
      rubrik: null,
      scorecardId: OTHER_SCORECARD_ID,
      agendaId: AGENDA_ID,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(LIST).length).toBeGreaterThan(1);
  });

  it('creates a new scorecard and agenda inline and uses them', async () => {
    const newScorecard = aScorecard({ id: OTHER_SCORECARD_ID, title: 'Fresh' });
    const newAgenda = anAgenda({ id: OTHER_AGENDA_ID, title: 'Fresh Agenda' });
    const { sent } = server({
      'POST /api/interview-setup/scorecards': () => json(201, newScorecard),
      'POST /api/interview-setup/agendas': () => json(201, newAgenda),
      [CREATE]: () => json(201, aTemplateListItem()),
    });
    const { user, dialog } = await openWizard();
    await user.type(within(dialog).getByLabelText('Title *'), 'Loop');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Create New' }));
    await user.type(within(dialog).getByLabelText('Scorecard Title *'), 'Fresh');
    await user.type(within(dialog).getByLabelText('Scorecard Content *'), 'Skills');
    await user.click(within(dialog).getByRole('button', { name: 'Create Scorecard & Continue' }));

    expect(await within(dialog).findByRole('tab', { name: 'Create New' })).toBeInTheDocument();
    expect(within(dialog).getByText('Step 3 of 3: Agenda')).toHaveAttribute('role', 'status');
    await user.click(within(dialog).getByRole('tab', { name: 'Create New' }));
    await user.type(within(dialog).getByLabelText('Agenda Title *'), 'Fresh Agenda');
    await user.type(within(dialog).getByLabelText('Agenda Content *'), '- Intro (5 min)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agenda & Template' }));

    expect(await screen.findByText('Template Created')).toBeInTheDocument();
    expect(sent('POST /api/interview-setup/scorecards')[0]?.body).toMatchObject({
      title: 'Fresh',
      source: 'manual',
    });
    expect(sent('POST /api/interview-setup/agendas')[0]?.body).toMatchObject({
      timeRangeMin: 30,
      timeRangeMax: 60,
    });
    expect(sent(CREATE)[0]?.body).toMatchObject({
      scorecardId: OTHER_SCORECARD_ID,
      agendaId: OTHER_AGENDA_ID,
    });
  });
});
