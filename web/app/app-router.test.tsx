import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { signedIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { APP_ROUTES } from './routes.tsx';

describe('app routes', () => {
  it('shows 404 Page Not Found with a way back for unknown paths', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Interview Sessions' })).toHaveAttribute(
      'href',
      '/sessions',
    );
  });

  it.each(APP_ROUTES.filter((route) => route.path !== '/settings'))(
    'renders the title of $path',
    async ({ path, title }) => {
      stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
      renderApp(path.replace(/:\w+/g, 'abc123'));

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});
