import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  aJobOpening,
  aPage,
  COMPANY_ID,
  COMPANY_OPTIONS,
  GLOBEX,
  JOB_ID,
  OTHER_COMPANY_ID,
  OTHER_JOB_ID,
  STATS,
} from '../testing/job-fixtures.ts';

const LIST = 'GET /api/job-openings?limit=24&offset=0';
const TWO_JOBS = aPage([
  aJobOpening({ overdue: true }),
  aJobOpening({ id: OTHER_JOB_ID, title: 'Anvil Tester', status: 'filled', employmentType: 'contract' }),
]);

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/companies/options': () => json(200, COMPANY_OPTIONS),
    'GET /api/job-openings/stats': () => json(200, STATS),
    [LIST]: () => json(200, TWO_JOBS),
    ...routes,
  });
}

const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt span' }).closest('dt')?.nextElementSibling;
const cardOf = async (title: string) => {
  const card = (await screen.findByRole('heading', { name: title })).closest('li');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
};

describe('job openings list', () => {
  it('shows the tiles and a card per job opening with its badges', async () => {
    server();
    renderApp('/jobs');

    const card = await cardOf('Rocket Engineer');
    expect(within(card).getByText('Active')).toHaveAttribute('data-colour', 'green');
    expect(within(card).getByText('Full-time')).toBeInTheDocument();
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      `/companies/${COMPANY_ID}`,
    );
    expect(within(card).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Rocket Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    const other = await cardOf('Anvil Tester');
    expect(within(other).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(other).getByText('Contract')).toBeInTheDocument();
    await waitFor(() => expect(tile('Active Jobs')).toHaveTextContent('3'));
    expect(tile('Filled')).toHaveTextContent('1');
    expect(tile('Overdue')).toHaveTextContent('2');
    expect(tile('Total Jobs')).toHaveTextContent('7');
  });

  it('invites the user to add a first job opening when there are none', async () => {
    server({ [LIST]: () => json(200, aPage([])) });
    renderApp('/jobs');

    expect(await screen.findByRole('heading', { name: 'No job openings yet' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Add Job Opening' })) {
      expect(link).toHaveAttribute('href', '/jobs/new');
    }
  });

  it('sends the search and filters to the list and the tiles', async () => {
    const filtered = 'search=rocket&status=filled&employmentType=contract';
    const { sent } = server({
      'GET /api/job-openings?status=filled&limit=24&offset=0': () => json(200, TWO_JOBS),
      'GET /api/job-openings/stats?status=filled': () => json(200, STATS),
      'GET /api/job-openings?status=filled&employmentType=contract&limit=24&offset=0': () =>
        json(200, TWO_JOBS),
      'GET /api/job-openings/stats?status=filled&employmentType=contract': () => json(200, STATS),
      [`GET /api/job-openings?${filtered}&limit=24&offset=0`]: () => json(200, aPage([])),
      [`GET /api/job-openings/stats?${filtered}`]: () => json(200, { ...STATS, total: 0 }),
    });
    const { user } = renderApp('/jobs');
    await cardOf('Rocket Engineer');

    await user.selectOptions(screen.getByLabelText('Status'), 'filled');
    await user.selectOptions(screen.getByLabelText('Type'), 'contract');
    await user.type(screen.getByRole('searchbox', { name: 'Search job openings' }), 'rocket');

    expect(await screen.findByRole('heading', { name: 'No matching job openings' })).toBeInTheDocument();
    expect(sent(`GET /api/job-openings?${filtered}&limit=24&offset=0`)).toHaveLength(1);
    await waitFor(() => expect(sent(`GET /api/job-openings/stats?${filtered}`)).toHaveLength(1));
  });

  it('shows one company’s job openings for ?companyId= and can go back to all', async () => {
    const { sent } = server({
      [`GET /api/job-openings?companyId=${COMPANY_ID}&limit=24&offset=0`]: () => json(200, TWO_JOBS),
      [`GET /api/job-openings/stats?companyId=${COMPANY_ID}`]: () => json(200, STATS),
    });
    const { user, location } = renderApp(`/jobs?companyId=${COMPANY_ID}`);

    await cardOf('Rocket Engineer');
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue(COMPANY_ID));
    expect(sent(LIST)).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Add Job Opening' })[0]).toHaveAttribute(
      'href',
      `/jobs/new?companyId=${COMPANY_ID}`,
    );

    await user.selectOptions(screen.getByLabelText('Company'), '');
    await waitFor(() => expect(sent(LIST)).toHaveLength(1));
    expect(location.history.at(-1)).toBe('/jobs');
  });

  it('searches companies for the filter and keeps a ?companyId= company listed that the search misses', async () => {
    const byCompany = (id: string) => ({
      [`GET /api/job-openings?companyId=${id}&limit=24&offset=0`]: () => json(200, TWO_JOBS),
      [`GET /api/job-openings/stats?companyId=${id}`]: () => json(200, STATS),
    });
    const { sent } = server({
      'GET /api/companies/options': () => json(200, COMPANY_OPTIONS.slice(0, 1)),
      'GET /api/companies/options?search=acme': () => json(200, COMPANY_OPTIONS.slice(0, 1)),
      [`GET /api/companies/${OTHER_COMPANY_ID}`]: () => json(200, GLOBEX),
      ...byCompany(OTHER_COMPANY_ID),
      ...byCompany(COMPANY_ID),
    });
    const { user, location } = renderApp(`/jobs?companyId=${OTHER_COMPANY_ID}`);

    const filter = await screen.findByLabelText('Company');
    expect(await screen.findByRole('option', { name: 'Globex' })).toBeInTheDocument();
    expect(filter).toHaveValue(OTHER_COMPANY_ID);
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'acme');
    await waitFor(() => expect(sent('GET /api/companies/options?search=acme')).toHaveLength(1));
    expect(screen.getByRole('option', { name: 'Globex' })).toBeInTheDocument();
    expect(filter).toHaveValue(OTHER_COMPANY_ID);

    await user.selectOptions(filter, 'Acme Corp');
    await waitFor(() => expect(location.history.at(-1)).toBe(`/jobs?companyId=${COMPANY_ID}`));
    expect(sent(`GET /api/companies/${OTHER_COMPANY_ID}`)).toHaveLength(1);
  });

  it('shows the load error and fetches again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let fail = true;
    server({ [LIST]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, TWO_JOBS)) });
    const { user } = renderApp('/jobs');

    expect(await screen.findByText('Failed to load job openings. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Rocket Engineer' })).toBeInTheDocument();
  });

  it('deletes a job opening after confirmation', async () => {
    const { sent } = server({
      [`DELETE /api/job-openings/${JOB_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/jobs');

    await user.click(await screen.findByRole('button', { name: 'Delete Rocket Engineer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Job Opening' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Job Opening Deleted')).toBeInTheDocument();
    expect(sent(`DELETE /api/job-openings/${JOB_ID}`)).toHaveLength(1);
    await waitFor(() => expect(sent(LIST)).toHaveLength(2));
  });

  it('shows "Delete Failed" with the server message when the delete is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [`DELETE /api/job-openings/${JOB_ID}`]: () => apiError(404, 'not_found', 'Job opening was not found'),
    });
    const { user } = renderApp('/jobs');

    await user.click(await screen.findByRole('button', { name: 'Delete Rocket Engineer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Job opening was not found')).toBeInTheDocument();
  });
});
