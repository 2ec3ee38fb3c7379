import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '#web/test/fetch-stub.ts';
import { aUser, signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

function navLink(name: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav).getByRole('link', { name: new RegExp(`^${name}`) });
}

describe('application shell', () => {
  it('shows the product, the nav groups and the page beside them', async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/auth/settings': () => json(200, { username: 'admin', authType: 'local' }),
    });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Interview Hub' })).toBeInTheDocument();
    for (const group of ['Interviews', 'Pipeline', 'Samples', 'Help']) {
      expect(screen.getByRole('list', { name: group })).toBeInTheDocument();
    }
  });

  it('shows a meeting side panel (the Zoom App) without the sidebar', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    renderApp('/zoomapp');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zoom RTMS App' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('marks the entry whose route starts the current path as the current page', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    renderApp('/candidate-scorecards/app-7');
    await screen.findByRole('heading', { level: 1, name: 'Candidate Scorecard' });

    expect(navLink('Candidate Scorecards')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Scorecards')).not.toHaveAttribute('aria-current');
    expect(navLink('Candidates')).not.toHaveAttribute('aria-current');
  });

  it('marks Interview Sessions as current on /', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Interview Sessions' });

    expect(navLink('Interview Sessions')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('shows nav descriptions as small text', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    renderApp('/');

    expect(await screen.findByText('train AI feedback style')).toBeInTheDocument();
    expect(navLink('Agendas')).toHaveTextContent('design interview structure');
  });

  it('shows the initials of the first and last name in the user menu', async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, signedIn(aUser({ firstName: 'grace', lastName: 'hopper' }))),
    });
    renderApp('/');

    expect(await screen.findByTestId('user-initials')).toHaveTextContent('GH');
  });

  it('has no user menu when the status carries no user', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, { ...signedIn(), user: undefined }) });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Interview Sessions' });
    expect(screen.queryByTestId('user-initials')).not.toBeInTheDocument();
  });

  it('builds the user menu as it first opens, from the keyboard on its first item', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: /Alice Martin/ });

    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Alice Martin/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens Settings from the user menu', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    const { user, location } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: /Alice Martin/ }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));

    expect(location.history.at(-1)).toBe('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('signs a local user out through the local endpoint and shows the login screen', async () => {
    let release = () => {};
    const { sent } = stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/google-auth/config': () =>
        json(200, { configured: false, authorization_url: null, message: 'Off' }),
      'POST /api/local-auth/logout': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { message: 'Logged out' }));
        }),
    });
    const { user, queryClient } = renderApp('/');
    queryClient.setQueryData(['/api/sessions'], []);
    queryClient.setQueryData(['/api/suggestions/s1'], []);

    await user.click(await screen.findByRole('button', { name: /Alice Martin/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('menuitem', { name: 'Signing out...' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(sent('POST /api/local-auth/logout')).toHaveLength(1);
    expect(sent('POST /api/local-auth/logout')[0]?.init?.body).toBeUndefined();
    expect(queryClient.getQueryData(['/api/auth/status'])).toEqual({
      authenticated: false,
      tokenExpired: false,
      scopes: [],
      message: 'Logged out',
    });
    expect(queryClient.getQueryData(['/api/sessions'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/suggestions/s1'])).toBeUndefined();
  });

  it('signs a Google user out through the Google endpoint', async () => {
    const google = aUser({ authType: 'google', username: null });
    const { sent } = stubFetch({
      'GET /api/auth/status': () => json(200, signedIn(google)),
      'GET /api/google-auth/config': () =>
        json(200, { configured: false, authorization_url: null, message: 'Off' }),
      'POST /api/google-auth/logout': () => json(200, { message: 'Logged out' }),
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: /Alice Martin/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(sent('POST /api/google-auth/logout')).toHaveLength(1);
  });
});
