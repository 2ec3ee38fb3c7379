import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aSessionListItem, localIso, OTHER_SESSION_ID, SESSION_ID } from '#web/test/session-fixtures.ts';
import { renderSessionsPage } from '../testing/render-sessions-page.tsx';

const LIST = 'GET /api/sessions';

function cardOf(candidate: string): HTMLElement {
  const card = screen.getByRole('heading', { name: candidate }).closest('li');
  if (!card) throw new Error(`no card for ${candidate}`);
  return card;
}

describe('interview sessions list', () => {
  it('says it is loading, then shows the title, subtitle and both creation links', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSessionsPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Interview Sessions' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage your AI-powered interview sessions and review past interviews'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New interview' })).toHaveAttribute(
      'href',
      '/sessions/new/quick',
    );
    expect(screen.getByRole('link', { name: 'Create session' })).toHaveAttribute('href', '/sessions/new');
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');

    answer(json(200, [aSessionListItem()]));

    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByText('Loading sessions...')).not.toBeInTheDocument();
  });

  it('invites the user to create a first interview when there are none', async () => {
    stubFetch({ [LIST]: () => json(200, []) });
    renderSessionsPage('/');

    expect(await screen.findByRole('heading', { name: 'No Interview Sessions Yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Create your first interview session to start conducting AI-powered interviews'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create First Interview' })).toHaveAttribute(
      'href',
      '/sessions/new',
    );
  });

  it('shows an active session with its start time, progress, Continue and Close session', async () => {
    stubFetch({ [LIST]: () => json(200, [aSessionListItem()]) });
    renderSessionsPage();

    await screen.findByRole('heading', { name: 'Jane Doe' });
    const card = cardOf('Jane Doe');
    expect(within(card).getByText('Staff Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Mar 4, 2026, 2:30 PM')).toBeInTheDocument();
    expect(within(card).queryByText(/Ended/)).not.toBeInTheDocument();
    expect(within(card).getByText('Session active')).toBeInTheDocument();
    const badge = within(card).getByText('Active');
    expect(badge).toHaveClass('text-success');
    expect(within(card).getByText('40%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(card).getByRole('link', { name: 'Continue interview with Jane Doe' })).toHaveAttribute(
      'href',
      `/sessions/${SESSION_ID}`,
    );
    expect(within(card).getByRole('button', { name: 'Close session with Jane Doe' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete session with Jane Doe' })).toBeInTheDocument();
  });

  it('shows ended sessions with their end time, a grey badge, Review and no Close session', async () => {
    stubFetch({
      [LIST]: () =>
        json(200, [
          aSessionListItem({
            status: 'completed',
            endTime: localIso(2026, 3, 4, 15, 5),
            progressPercentage: 0,
          }),
          aSessionListItem({
            id: OTHER_SESSION_ID,
            candidateName: 'John Roe',
            position: 'Designer',
            status: 'closed',
            startTime: localIso(2025, 12, 31, 9, 0),
            endTime: null,
            progressPercentage: 100,
          }),
        ]),
    });
    renderSessionsPage();

    await screen.findByRole('heading', { name: 'Jane Doe' });
    const completed = cardOf('Jane Doe');
    expect(within(completed).getByText(/^Started/)).toHaveTextContent('Started Mar 4, 2026, 2:30 PM');
    expect(within(completed).getByText(/^Ended/)).toHaveTextContent('Ended Mar 4, 2026, 3:05 PM');
    expect(within(completed).getByText('Session completed')).toBeInTheDocument();
    expect(within(completed).getByText('Completed')).toHaveClass('bg-secondary');
    expect(within(completed).getByText('0%')).toBeInTheDocument();
    expect(
      within(completed).getByRole('link', { name: 'Review interview with Jane Doe' }),
    ).toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: /Close session/ })).not.toBeInTheDocument();
    expect(
      within(completed).getByRole('button', { name: 'Delete session with Jane Doe' }),
    ).toBeInTheDocument();

    const closed = cardOf('John Roe');
    expect(within(closed).getByText('Designer')).toBeInTheDocument();
    expect(within(closed).getByText('Dec 31, 2025, 9:00 AM')).toBeInTheDocument();
    expect(within(closed).getByText('closed')).toHaveClass('bg-secondary');
    expect(within(closed).getByText('Session closed')).toBeInTheDocument();
    expect(within(closed).getByText('100%')).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: 'Review interview with John Roe' })).toHaveAttribute(
      'href',
      `/sessions/${OTHER_SESSION_ID}`,
    );
    expect(within(closed).getByRole('button', { name: 'Delete session with John Roe' })).toBeInTheDocument();
  });

  it('logs a failed load, says so and fetches again on Retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { sent } = stubFetch({
      [LIST]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, [aSessionListItem()])),
    });
    const { user } = renderSessionsPage();

    expect(await screen.findByText('Failed to load sessions. Please try again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(sent(LIST)).toHaveLength(2);
  });
});
