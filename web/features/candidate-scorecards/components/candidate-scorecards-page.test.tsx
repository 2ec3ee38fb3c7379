import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INDEPENDENT_INTERVIEWS_LABEL } from '#contracts/candidate-scorecards.ts';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import {
  APPLICATION_ID,
  aCard,
  aSessionSummary,
  CANDIDATE_ID,
  localIso,
  OTHER_SESSION_ID,
} from '../testing/scorecard-fixtures.ts';

const LIST = 'GET /api/candidate-scorecards';

function server(routes: Record<string, StubHandler>) {
  return stubFetch(routes);
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('candidate scorecards list', () => {
  it('shows placeholders, then one card per application and per independent candidate', async () => {
    let answer: (response: Response) => void = () => {};
    server({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderScorecardPages('/candidate-scorecards');

    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Scorecards' })).toBeInTheDocument();
    expect(
      screen.getByText('Review interview evaluations and decisions for each candidate'),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(6);

    answer(
      json(200, [
        aCard({
          sessions: [
            aSessionSummary(),
            aSessionSummary({
              id: OTHER_SESSION_ID,
              status: 'active',
              startTime: localIso(2026, 3, 6, 9, 5),
              endTime: null,
              durationMinutes: null,
            }),
          ],
        }),
        aCard({
          id: CANDIDATE_ID,
          independent: true,
          applicationId: null,
          candidateName: 'Sam Lee',
          jobTitle: null,
          companyName: null,
        }),
      ]),
    );

    const jane = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(jane).getByText('Staff Engineer at Acme Corp')).toBeInTheDocument();
    const interviews = within(jane).getAllByRole('listitem');
    expect(interviews.map((item) => item.textContent)).toEqual([
      'Interview 1CompletedMar 4, 2026, 2:30 PMDuration: 45 min',
      'Interview 2ActiveMar 6, 2026, 9:05 AMDuration: In progress',
    ]);
    expect(within(jane).getByText('Completed')).toHaveAttribute('data-slot', 'badge');
    expect(within(jane).getByRole('link', { name: 'View Scorecard: Jane Doe' })).toHaveAttribute(
      'href',
      `/candidate-scorecards/${APPLICATION_ID}`,
    );

    const sam = card('Sam Lee');
    expect(within(sam).getByText(INDEPENDENT_INTERVIEWS_LABEL)).toBeInTheDocument();
    expect(within(sam).getByRole('link', { name: /View Scorecard/ })).toHaveAttribute(
      'href',
      `/candidate-scorecards/${CANDIDATE_ID}`,
    );
  });

  it('shows a completed session as the primary badge and any other as secondary', async () => {
    server({
      [LIST]: () =>
        json(200, [
          aCard({
            sessions: [
              aSessionSummary(),
              aSessionSummary({ id: OTHER_SESSION_ID, status: 'closed', durationMinutes: 3 }),
            ],
          }),
        ]),
    });
    renderScorecardPages('/candidate-scorecards');

    const jane = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(jane).getByText('Completed')).toHaveClass('bg-primary');
    expect(within(jane).getByText('closed')).toHaveClass('bg-secondary');
  });

  it('opens the scorecard from its card', async () => {
    server({
      [LIST]: () => json(200, [aCard()]),
      [`GET /api/candidate-scorecards/${APPLICATION_ID}`]: () => apiError(404, 'not_found', 'Not found'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the 404 is logged by design
    const { user, location } = renderScorecardPages('/candidate-scorecards');

    await user.click(await screen.findByRole('link', { name: 'View Scorecard: Jane Doe' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe(`/candidate-scorecards/${APPLICATION_ID}`));
  });

  it('says "No Scorecards Available" and points to the sessions when there are none', async () => {
    server({ [LIST]: () => json(200, []) });
    renderScorecardPages('/candidate-scorecards');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No Scorecards Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/once a candidate has had an interview session/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Interview Sessions' })).toHaveAttribute(
      'href',
      '/sessions',
    );
  });

  it('shows the load error and fetches again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let fail = true;
    const { sent } = server({
      [LIST]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, [aCard()])),
    });
    const { user } = renderScorecardPages('/candidate-scorecards');

    expect(
      await screen.findByText('Failed to load candidate scorecards. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(sent(LIST)).toHaveLength(2);
  });
});
