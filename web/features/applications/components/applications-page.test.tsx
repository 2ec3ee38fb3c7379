import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import {
  APPLICATION_ID,
  anApplication,
  aPage,
  OTHER_APPLICATION_ID,
  STATS,
} from '../testing/application-fixtures.ts';

const LIST = 'GET /api/applications?limit=24&offset=0';
const TWO = aPage([
  anApplication(),
  anApplication({
    id: OTHER_APPLICATION_ID,
    candidateFirstName: 'Grace',
    candidateLastName: 'Hopper',
    status: 'hired',
  }),
]);

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/applications/stats': () => json(200, STATS),
    [LIST]: () => json(200, TWO),
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

describe('applications dashboard', () => {
  it('shows the tiles and the applications as cards with coloured statuses', async () => {
    server();
    renderApp('/applications');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applications Dashboard' }),
    ).toBeInTheDocument();
    const card = await cardOf('Ada Lovelace');
    expect(within(card).getByText('Applied', { selector: '[data-slot="badge"]' })).toHaveAttribute(
      'data-colour',
      'blue',
    );
    expect(within(card).getByText('Rocket Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Acme Corp')).toBeInTheDocument();
    expect(within(card).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(await cardOf('Grace Hopper')).getByText('Hired')).toHaveAttribute('data-colour', 'green');
    await waitFor(() => expect(tile('Total Applications')).toHaveTextContent('10'));
    expect(tile('In Review')).toHaveTextContent('4');
    expect(tile('Offers')).toHaveTextContent('2');
    expect(tile('Hired')).toHaveTextContent('1');
    expect(tile('Rejected')).toHaveTextContent('3');
  });

  it('writes large counts with thousands separators, in the tiles and under the list', async () => {
    server({
      'GET /api/applications/stats': () => json(200, { ...STATS, total: 50_000, inReview: 14_296 }),
      [LIST]: () => json(200, { ...TWO, total: 50_000 }),
    });
    renderApp('/applications');

    await waitFor(() => expect(tile('Total Applications')).toHaveTextContent('50,000'));
    expect(tile('In Review')).toHaveTextContent('14,296');
    expect(await screen.findByText('Showing 1–2 of 50,000')).toBeInTheDocument();
  });

  it('shows the table with its columns and changes a status in place', async () => {
    let status = 'applied';
    const { sent } = server({
      [LIST]: () => json(200, aPage([anApplication({ status: status as 'applied' })])),
      [`PATCH /api/applications/${APPLICATION_ID}`]: ({ body }) => {
        status = (body as { status: string }).status;
        return json(200, anApplication({ status: 'offer' }));
      },
    });
    const { user } = renderApp('/applications');

    await cardOf('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Candidate', 'Job Position', 'Company', 'Status', 'Applied Date', 'Source', 'Actions']);
    const select = within(table).getByRole('combobox', {
      name: 'Status of Ada Lovelace for Rocket Engineer',
    });
    await user.selectOptions(select, 'offer');

    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(sent(`PATCH /api/applications/${APPLICATION_ID}`)[0]?.body).toEqual({ status: 'offer' });
    expect(select).toHaveValue('offer');
  });

  it('shows "Error" with the server message when a status change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [`PATCH /api/applications/${APPLICATION_ID}`]: () =>
        apiError(404, 'not_found', 'Application not found'),
    });
    const { user } = renderApp('/applications');

    await cardOf('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status of Ada/ }), 'hired');

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Application not found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Status of Ada/ })).toHaveValue('applied');
  });

  it('sends the search, status and source filters to the server', async () => {
    const { sent } = server({
      'GET /api/applications?status=offer&limit=24&offset=0': () => json(200, TWO),
      'GET /api/applications?status=offer&source=Referral&limit=24&offset=0': () => json(200, TWO),
      'GET /api/applications?search=zed&status=offer&source=Referral&limit=24&offset=0': () =>
        json(200, aPage([])),
    });
    const { user } = renderApp('/applications');
    await cardOf('Ada Lovelace');

    await user.selectOptions(screen.getByLabelText('Status'), 'offer');
    await user.selectOptions(await screen.findByLabelText('Source'), 'Referral');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'zed');

    expect(await screen.findByRole('heading', { name: 'No matching applications' })).toBeInTheDocument();
    expect(
      sent('GET /api/applications?search=zed&status=offer&source=Referral&limit=24&offset=0'),
    ).toHaveLength(1);
  });

  it('hides the source filter when no sources are on record and shows the empty state', async () => {
    server({
      'GET /api/applications/stats': () => json(200, { ...STATS, total: 0, sources: [] }),
      [LIST]: () => json(200, aPage([])),
    });
    renderApp('/applications');

    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    await waitFor(() => expect(tile('Total Applications')).toHaveTextContent('0'));
    expect(screen.queryByLabelText('Source')).not.toBeInTheDocument();
  });

  it('shows the load error and fetches again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let fail = true;
    server({ [LIST]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, TWO)) });
    const { user } = renderApp('/applications');

    expect(await screen.findByText('Failed to load applications. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
