import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  AGENDA_ID,
  anAgenda,
  OFFLINE_MODELS,
  SCORECARD_ID,
  SCORECARD_OPTIONS,
} from '../testing/agenda-fixtures.ts';

const ONE = `GET /api/interview-setup/agendas/${AGENDA_ID}`;
const PUT = `PUT /api/interview-setup/agendas/${AGENDA_ID}`;
const GENERATED = anAgenda({
  source: 'generated',
  content: JSON.stringify([{ title: 'Warm-up', duration: 10, description: 'Set the scene' }]),
  generationPrompt: 'Staff engineer onsite',
  selectedScorecardId: SCORECARD_ID,
  timeRangeMin: 45,
  timeRangeMax: 90,
});

function server(routes: Record<string, StubHandler>) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failed loads are logged by design
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/assistant/models': () => json(200, OFFLINE_MODELS),
    'GET /api/interview-setup/scorecards': () => json(200, SCORECARD_OPTIONS),
    ...routes,
  });
}

describe('edit agenda', () => {
  it('opens a generated agenda with the AI panel and returns to its page after saving', async () => {
    const { sent } = server({ [ONE]: () => json(200, GENERATED), [PUT]: () => json(200, GENERATED) });
    const { user, location } = renderApp(`/agendas/${AGENDA_ID}/edit`);

    expect(await screen.findByRole('switch', { name: 'Generate with AI' })).toBeChecked();
    expect(await screen.findByLabelText('Based on scorecard')).toHaveValue(SCORECARD_ID);
    expect(screen.getByLabelText('Minimum Time (minutes) *')).toHaveValue(45);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Agenda Updated')).toBeInTheDocument();
    expect(sent(PUT)[0]?.body).toMatchObject({
      timeRangeMin: 45,
      timeRangeMax: 90,
      selectedScorecardId: SCORECARD_ID,
    });
    expect(location.history.at(-1)).toBe(`/agendas/${AGENDA_ID}`);
  });

  it('shows "Agenda Not Found" when the agenda cannot be loaded', async () => {
    server({ [ONE]: () => apiError(404, 'not_found', 'Agenda not found') });
    renderApp(`/agendas/${AGENDA_ID}/edit`);

    expect(await screen.findByRole('heading', { name: 'Agenda Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agendas' })).toHaveAttribute('href', '/agendas');
  });

  it('edits a stored agenda as rows and saves them as its content', async () => {
    const { sent } = server({ [ONE]: () => json(200, GENERATED), [PUT]: () => json(200, GENERATED) });
    const { user } = renderApp(`/agendas/${AGENDA_ID}/edit`);

    const title = await screen.findByLabelText('Item 1 title');
    expect(title).toHaveValue('Warm-up');
    expect(screen.getByLabelText('Item 1 notes')).toHaveValue('Set the scene');
    await user.clear(title);
    await user.type(title, 'Introductions');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 2 title'), 'Wrap-up');
    await user.clear(screen.getByLabelText('Item 2 minutes'));
    await user.type(screen.getByLabelText('Item 2 minutes'), '5');
    await user.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(screen.getByText('2 items · 15 min in total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Agenda Updated');
    const body = sent(PUT)[0]?.body as { content?: string } | undefined;
    const content = String(body?.content);
    expect(JSON.parse(content)).toEqual([
      { title: 'Wrap-up', duration: 5 },
      { title: 'Introductions', duration: 10, description: 'Set the scene' },
    ]);
  });

  it('switches between rows and text without losing the agenda', async () => {
    server({ [ONE]: () => json(200, anAgenda({ content: '- Intro (5 min)\n- Coding (40 min)' })) });
    const { user } = renderApp(`/agendas/${AGENDA_ID}/edit`);

    expect(await screen.findByLabelText('Content *')).toHaveValue('- Intro (5 min)\n- Coding (40 min)');
    await user.click(screen.getByRole('button', { name: 'Items' }));
    expect(screen.getByLabelText('Item 2 title')).toHaveValue('Coding');
    expect(screen.getByLabelText('Item 2 minutes')).toHaveValue(40);
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Text' }));
    expect(JSON.parse(String((screen.getByLabelText('Content *') as HTMLTextAreaElement).value))).toEqual([
      { title: 'Coding', duration: 40 },
    ]);
  });
});
