import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { APPLICATION_ID, anApplication, aPage, STATS } from '../testing/application-fixtures.ts';

function server(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/applications/stats': () => json(200, STATS),
    'GET /api/applications?limit=24&offset=0': () => json(200, aPage([anApplication()])),
    ...routes,
  });
}

describe('application row menu', () => {
  it('opens the edit form from the row menu', async () => {
    server({
      [`GET /api/applications/${APPLICATION_ID}`]: () => json(200, anApplication()),
      'GET /api/candidates/options': () => json(200, []),
      'GET /api/job-openings/options': () => json(200, []),
    });
    const { user, location } = renderApp('/applications');

    await user.click(
      await screen.findByRole('button', { name: 'Actions for Ada Lovelace for Rocket Engineer' }),
    );
    expect(screen.getByRole('menuitem', { name: 'View Candidate' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Job' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));

    expect(location.history.at(-1)).toBe(`/applications/${APPLICATION_ID}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Application' })).toBeInTheDocument();
  });

  it('deletes an application from the row menu after confirmation', async () => {
    const { sent } = server({
      [`DELETE /api/applications/${APPLICATION_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/applications');

    await user.click(
      await screen.findByRole('button', { name: 'Actions for Ada Lovelace for Rocket Engineer' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Application' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Application Deleted')).toBeInTheDocument();
    expect(sent(`DELETE /api/applications/${APPLICATION_ID}`)).toHaveLength(1);
  });

  it('shows "Delete Failed" with the server message when the delete is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server({
      [`DELETE /api/applications/${APPLICATION_ID}`]: () =>
        apiError(404, 'not_found', 'Application not found'),
    });
    const { user } = renderApp('/applications');

    await user.click(
      await screen.findByRole('button', { name: 'Actions for Ada Lovelace for Rocket Engineer' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Application not found')).toBeInTheDocument();
  });
});
