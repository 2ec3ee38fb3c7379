import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json } from '#web/test/fetch-stub.ts';
import { renderScorecardPages } from '../testing/render-scorecard-pages.tsx';
import {
  aScorecard,
  aSessionDetail,
  CANDIDATE_ID,
  localIso,
  OTHER_SESSION_ID,
  SESSION_ID,
} from '../testing/scorecard-fixtures.ts';
import { DETAIL, SCORECARD_PATH, scorecardServer } from '../testing/scorecard-server.ts';

const TWO_INTERVIEWS = aScorecard({
  sessions: [
    aSessionDetail(),
    aSessionDetail({
      id: OTHER_SESSION_ID,
      status: 'active',
      startTime: localIso(2026, 3, 6, 9, 5),
      endTime: null,
      durationMinutes: null,
    }),
  ],
});

function interview(number: number): HTMLElement {
  return screen.getByRole('region', { name: `Interview ${number}` });
}

describe('candidate scorecard', () => {
  it('heads the page with the candidate and job, and shows each interview with a link to its session', async () => {
    scorecardServer(TWO_INTERVIEWS);
    renderScorecardPages(SCORECARD_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('Staff Engineer at Acme Corp')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const first = interview(1);
    expect(within(first).getByText('Mar 4, 2026, 2:30 PM')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('45 min')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open session' })).toHaveAttribute(
      'href',
      `/sessions/${SESSION_ID}`,
    );
    const second = interview(2);
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    expect(within(second).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Open session' })).toHaveAttribute(
      'href',
      `/sessions/${OTHER_SESSION_ID}`,
    );
  });

  it('offers side navigation to each interview when there is more than one', async () => {
    scorecardServer(TWO_INTERVIEWS);
    renderScorecardPages(SCORECARD_PATH);

    const nav = await screen.findByRole('navigation', { name: 'Interviews' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#interview-${SESSION_ID}`,
      `#interview-${OTHER_SESSION_ID}`,
    ]);
    expect(links[0]).toHaveTextContent('Interview 1');
    expect(interview(2)).toHaveAttribute('id', `interview-${OTHER_SESSION_ID}`);
  });

  it('has no side navigation for a single interview', async () => {
    scorecardServer(aScorecard());
    renderScorecardPages(SCORECARD_PATH);

    expect(await screen.findByRole('region', { name: 'Interview 1' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Interviews' })).not.toBeInTheDocument();
  });

  it('names independent interviews and says "No Interview Data Found" when there are none', async () => {
    scorecardServer(aScorecard({ independent: true, jobTitle: null, companyName: null, sessions: [] }));
    renderScorecardPages(SCORECARD_PATH);

    expect(
      await screen.findByText('Independent interviews (not tied to a specific application)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No Interview Data Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Candidate Scorecards' })).toHaveAttribute(
      'href',
      '/candidate-scorecards',
    );
  });

  it('says "No Interview Data Found" for an unknown or foreign id', async () => {
    scorecardServer(aScorecard(), {
      [`GET /api/candidate-scorecards/${CANDIDATE_ID}`]: () => apiError(404, 'not_found', 'Not found'),
    });
    renderScorecardPages(`/candidate-scorecards/${CANDIDATE_ID}`);

    expect(await screen.findByRole('heading', { name: 'No Interview Data Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Scorecard' })).toBeInTheDocument();
  });

  it('offers Retry when the scorecard fails to load', async () => {
    let fail = true;
    const { sent } = scorecardServer(aScorecard(), {
      [DETAIL]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, aScorecard())),
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);

    expect(
      await screen.findByText('Failed to load the candidate scorecard. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(sent(DETAIL)).toHaveLength(2);
  });

  it('says how many minutes of an interview are not yet transcribed, and retries them now', async () => {
    const retried: string[] = [];
    scorecardServer(TWO_INTERVIEWS, {
      [`GET /api/sessions/${SESSION_ID}/transcription`]: () => json(200, { behindSeconds: 150 }),
      [`POST /api/sessions/${SESSION_ID}/transcription/retry`]: () => {
        retried.push(SESSION_ID);
        return json(200, { behindSeconds: 0 });
      },
    });
    const { user } = renderScorecardPages(SCORECARD_PATH);
    expect(await screen.findByText('3 minutes not yet transcribed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry now' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await vi.waitFor(() => expect(screen.queryByText('3 minutes not yet transcribed')).toBeNull());
    expect(retried).toEqual([SESSION_ID]);
  });
});
