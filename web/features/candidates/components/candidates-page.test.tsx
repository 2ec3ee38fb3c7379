import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aCandidate, aPage, CANDIDATE_ID, OTHER_CANDIDATE_ID, STATS } from '../testing/candidate-fixtures.ts';

const LIST = 'GET /api/candidates?limit=24&offset=0';

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/candidates/stats': () => json(200, STATS),
    [LIST]: () => json(200, aPage([aCandidate()])),
    ...routes,
  });
}

const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt span' }).closest('dt')?.nextElementSibling;
const cardOf = async (name: string) => {
  const card = (await screen.findByRole('heading', { name })).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('candidates list', () => {
  it('shows the tiles and a card per candidate with 3 skills, "+N more" and safe links', async () => {
    server({
      [LIST]: () =>
        json(
          200,
          aPage([
            aCandidate(),
            aCandidate({
              id: OTHER_CANDIDATE_ID,
              firstName: 'Grace',
              lastName: 'Hopper',
              skills: ['COBOL'],
              linkedinUrl: 'javascript:alert(1)',
              portfolioUrl: null,
            }),
          ]),
        ),
    });
    renderApp('/candidates');

    const card = await cardOf('Ada Lovelace');
    expect(within(card).getByText('Engineer at Analytical Engines')).toBeInTheDocument();
    expect(within(card).getByText('Senior Level')).toBeInTheDocument();
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mathematics', 'Algorithms', 'Writing', '+2 more']);
    const linkedin = within(card).getByRole('link', { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ada');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: /Portfolio/ })).toHaveAttribute(
      'href',
      'https://ada.example/',
    );
    expect(within(card).getByRole('link', { name: 'View Ada Lovelace' })).toHaveAttribute(
      'href',
      `/candidates/${CANDIDATE_ID}`,
    );

    const grace = await cardOf('Grace Hopper');
    expect(within(grace).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(within(grace).queryByText(/more$/)).not.toBeInTheDocument();

    await waitFor(() => expect(tile('Total Candidates')).toHaveTextContent('12'));
    expect(tile('Senior Level')).toHaveTextContent('4');
    expect(tile('With Resume')).toHaveTextContent('9');
    expect(tile('With Portfolio')).toHaveTextContent('3');
  });

  it('invites the user to add a first candidate when there are none', async () => {
    server({ [LIST]: () => json(200, aPage([])) });
    renderApp('/candidates');

    expect(await screen.findByRole('heading', { name: 'No candidates yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Candidate' })).toHaveAttribute(
      'href',
      '/candidates/new',
    );
  });

  it('sends the search and the experience filter to the server', async () => {
    const { sent } = server({
      'GET /api/candidates?experienceLevel=executive&limit=24&offset=0': () =>
        json(200, aPage([aCandidate()])),
      'GET /api/candidates?search=grace&experienceLevel=executive&limit=24&offset=0': () =>
        json(200, aPage([])),
    });
    const { user } = renderApp('/candidates');
    await cardOf('Ada Lovelace');

    await user.selectOptions(screen.getByLabelText('Experience'), 'executive');
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'grace');

    expect(await screen.findByRole('heading', { name: 'No candidates found' })).toBeInTheDocument();
    expect(sent('GET /api/candidates?search=grace&experienceLevel=executive&limit=24&offset=0')).toHaveLength(
      1,
    );
  });

  it('shows the load error and fetches again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let fail = true;
    server({
      [LIST]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, aPage([aCandidate()]))),
    });
    const { user } = renderApp('/candidates');

    expect(await screen.findByText('Failed to load candidates. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('deletes a candidate after confirmation', async () => {
    const { sent } = server({
      [`DELETE /api/candidates/${CANDIDATE_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/candidates');

    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Candidate' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Candidate Deleted')).toBeInTheDocument();
    expect(sent(`DELETE /api/candidates/${CANDIDATE_ID}`)).toHaveLength(1);
  });

  it('shows "Delete Failed" with the server message when the delete is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [`DELETE /api/candidates/${CANDIDATE_ID}`]: () => apiError(404, 'not_found', 'Candidate was not found'),
    });
    const { user } = renderApp('/candidates');

    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Candidate was not found')).toBeInTheDocument();
  });
});
