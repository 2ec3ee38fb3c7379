import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { aCompany, aPage, COMPANY_ID, OTHER_COMPANY_ID } from '../testing/company-fixtures.ts';

const LIST = 'GET /api/companies?limit=24&offset=0';

function server(routes: Record<string, StubHandler>) {
  return stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()), ...routes });
}

describe('companies list', () => {
  it('shows 6 placeholders, then the companies with their details and a paging summary', async () => {
    let answer: (response: Response) => void = () => {};
    server({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderApp('/companies');

    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByText('Manage your client companies and their job openings')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(6));

    answer(
      json(200, aPage([aCompany(), aCompany({ id: OTHER_COMPANY_ID, name: 'Globex', industry: null })])),
    );

    const card = (await screen.findByRole('heading', { name: 'Acme Corp' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Manufacturing')).toBeInTheDocument();
    expect(within(card).getByText('Rockets and anvils.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'hr@acme.example' })).toHaveAttribute(
      'href',
      'mailto:hr@acme.example',
    );
    expect(within(card).getByText('Nov 22, 2026')).toBeInTheDocument();
    const website = within(card).getByRole('link', { name: /^https:\/\/acme\.example/ });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: 'View Acme Corp' })).toHaveAttribute(
      'href',
      `/companies/${COMPANY_ID}`,
    );
    expect(screen.getByRole('heading', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('never turns a javascript: website into a link', async () => {
    server({ [LIST]: () => json(200, aPage([aCompany({ website: 'javascript:alert(1)' })])) });
    renderApp('/companies');

    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
  });

  it('invites the user to add a first company when there are none', async () => {
    server({ [LIST]: () => json(200, aPage([])) });
    renderApp('/companies');

    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Company' })).toHaveAttribute(
      'href',
      '/companies/new',
    );
  });

  it('sends the search to the server and says when nothing matches', async () => {
    const { sent } = server({
      [LIST]: () => json(200, aPage([aCompany()])),
      'GET /api/companies?search=zeta+co&limit=24&offset=0': () => json(200, aPage([])),
    });
    const { user } = renderApp('/companies');
    await screen.findByRole('heading', { name: 'Acme Corp' });

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), ' zeta co');

    expect(await screen.findByRole('heading', { name: 'No companies found' })).toBeInTheDocument();
    expect(
      screen.getByText('No companies match "zeta co". Try a different search term.'),
    ).toBeInTheDocument();
    expect(sent('GET /api/companies?search=zeta+co&limit=24&offset=0')).toHaveLength(1);
  });

  it('pages through the companies on the server', async () => {
    const many = Array.from({ length: 24 }, (_, index) =>
      aCompany({
        id: `0c0a0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        name: `Company ${index}`,
      }),
    );
    server({
      [LIST]: () => json(200, aPage(many, 30)),
      'GET /api/companies?limit=24&offset=24': () =>
        json(200, aPage([aCompany({ name: 'Last Co' })], 30, 24)),
    });
    const { user } = renderApp('/companies');

    expect(await screen.findByText('Showing 1–24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 25–25 of 30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Last Co' })).toBeInTheDocument();
  });

  it('shows the load error and fetches again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    let fail = true;
    const { sent } = server({
      [LIST]: () => (fail ? apiError(500, 'internal', 'Internal error') : json(200, aPage([aCompany()]))),
    });
    const { user } = renderApp('/companies');

    expect(await screen.findByText('Failed to load companies. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(sent(LIST)).toHaveLength(2);
  });

  it('deletes a company after confirmation and reloads the list', async () => {
    let items = [aCompany()];
    const { sent } = server({
      [LIST]: () => json(200, aPage(items)),
      [`DELETE /api/companies/${COMPANY_ID}`]: () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/companies');

    await user.click(await screen.findByRole('button', { name: 'Delete Acme Corp' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Company' });
    expect(dialog).toHaveTextContent('All associated job openings and applications will also be removed.');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(sent(`DELETE /api/companies/${COMPANY_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Company Deleted')).toBeInTheDocument();
    expect(
      screen.getByText('The company and all related job openings have been removed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeInTheDocument();
    expect(sent(`DELETE /api/companies/${COMPANY_ID}`)).toHaveLength(1);
  });

  it('sends nothing when the delete is cancelled', async () => {
    const { sent } = server({ [LIST]: () => json(200, aPage([aCompany()])) });
    const { user } = renderApp('/companies');

    await user.click(await screen.findByRole('button', { name: 'Delete Acme Corp' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(`DELETE /api/companies/${COMPANY_ID}`)).toHaveLength(0);
  });

  it('shows "Delete Failed" with the server message when the delete is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [LIST]: () => json(200, aPage([aCompany()])),
      [`DELETE /api/companies/${COMPANY_ID}`]: () => apiError(404, 'not_found', 'Company was not found'),
    });
    const { user } = renderApp('/companies');

    await user.click(await screen.findByRole('button', { name: 'Delete Acme Corp' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Company was not found')).toBeInTheDocument();
  });
});
