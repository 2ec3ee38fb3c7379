import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aScorecard, OTHER_SCORECARD_ID, SCORECARD_ID } from '../testing/scorecard-fixtures.ts';

const LIST = 'GET /api/interview-setup/scorecards';
const DELETE = `DELETE /api/interview-setup/scorecards/${SCORECARD_ID}`;

function server(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()), ...routes });
}

const twoScorecards = () => [
  aScorecard(),
  aScorecard({ id: OTHER_SCORECARD_ID, title: 'Values Interview', source: 'generated', description: null }),
];

describe('scorecards list', () => {
  it('shows 6 placeholders, then cards with title, source and created date', async () => {
    let answer: (response: Response) => void = () => {};
    server({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderApp('/scorecards');
    await screen.findByRole('heading', { level: 1, name: 'Scorecards' });
    await waitFor(() => expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(6));

    answer(json(200, twoScorecards()));

    const card = (await screen.findByRole('heading', { name: 'Backend Technical Screen' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Manual')).toBeInTheDocument();
    expect(within(card).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Backend Technical Screen' })).toHaveAttribute(
      'href',
      `/scorecards/${SCORECARD_ID}`,
    );
    expect(within(card).getByRole('link', { name: 'Edit Backend Technical Screen' })).toHaveAttribute(
      'href',
      `/scorecards/${SCORECARD_ID}/edit`,
    );
    expect(screen.getByText('AI Generated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Scorecard' })).toHaveAttribute('href', '/scorecards/new');
  });

  it('deletes only after the browser confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { sent } = server({
      [LIST]: () => json(200, twoScorecards()),
      [DELETE]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/scorecards');
    const remove = await screen.findByRole('button', { name: 'Delete Backend Technical Screen' });

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('This action cannot be undone.');
    expect(sent(DELETE)).toHaveLength(0);

    await user.click(remove);
    expect(await screen.findByText('Scorecard Deleted')).toBeInTheDocument();
    expect(sent(DELETE)).toHaveLength(1);
  });

  it('shows the server message when a template still uses the scorecard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server({
      [LIST]: () => json(200, twoScorecards()),
      [DELETE]: () => apiError(409, 'conflict', 'This scorecard is used by an interview template.'),
    });
    const { user } = renderApp('/scorecards');

    await user.click(await screen.findByRole('button', { name: 'Delete Backend Technical Screen' }));

    expect(await screen.findByText('This scorecard is used by an interview template.')).toBeInTheDocument();
  });

  it('falls back to the spec text when a delete fails without a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server({
      [LIST]: () => json(200, twoScorecards()),
      [DELETE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/scorecards');

    await user.click(await screen.findByRole('button', { name: 'Delete Backend Technical Screen' }));

    expect(await screen.findByText('Failed to delete scorecard. Please try again.')).toBeInTheDocument();
  });

  it('offers to create a first scorecard when there are none, and a retry when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server({ [LIST]: () => (fail ? apiError(500, 'internal', 'Boom') : json(200, [])) });
    const { user } = renderApp('/scorecards');

    expect(await screen.findByText('Failed to load scorecards. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'No scorecards yet' })).toBeInTheDocument();
  });
});
