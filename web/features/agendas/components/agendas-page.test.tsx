import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { AGENDA_ID, anAgenda, OFFLINE_MODELS, SCORECARD_OPTIONS } from '../testing/agenda-fixtures.ts';

const DELETE = `DELETE /api/interview-setup/agendas/${AGENDA_ID}`;

function server(routes: Record<string, StubHandler>) {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failed loads are logged by design
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/assistant/models': () => json(200, OFFLINE_MODELS),
    'GET /api/interview-setup/scorecards': () => json(200, SCORECARD_OPTIONS),
    ...routes,
  });
}

describe('agendas list', () => {
  it('shows each agenda with its time range and deletes after the browser confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { sent } = server({
      'GET /api/interview-setup/agendas': () => json(200, [anAgenda()]),
      [DELETE]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/agendas');

    const card = (await screen.findByRole('heading', { name: 'Backend Onsite' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('30–60 min')).toBeInTheDocument();
    expect(within(card).getByText('Manual')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete Backend Onsite' }));

    expect(window.confirm).toHaveBeenCalledWith('This action cannot be undone.');
    expect(await screen.findByText('Agenda Deleted')).toBeInTheDocument();
    expect(sent(DELETE)).toHaveLength(1);
  });
});
