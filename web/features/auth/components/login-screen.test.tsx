import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aUser, SIGNED_OUT, signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const NOT_CONFIGURED = {
  configured: false,
  authorization_url: null,
  message: 'Sign-in with Google is not configured on this server. Use the Username tab to sign in.',
};

function signedOutServer(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, SIGNED_OUT),
    'GET /api/google-auth/config': () => json(200, NOT_CONFIGURED),
    ...extra,
  });
}

async function openUsernameTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Username' }));
}

describe('login screen', () => {
  it('inside the Zoom client says it is the Interview Hub Zoom App and opens on the username form', async () => {
    signedOutServer();
    renderApp('/zoomapp');
    expect(await screen.findByText('This is the Interview Hub Zoom App.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google in your browser' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('reads Loading... while the auth status loads, then shows the login screen for any path', async () => {
    signedOutServer();
    renderApp('/companies/42');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Hub' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Google', selected: true })).toBeInTheDocument();
  });

  it('keeps Sign in disabled until both username and password are filled', async () => {
    signedOutServer();
    const { user } = renderApp('/');
    await openUsernameTab(user);
    const signIn = screen.getByRole('button', { name: 'Sign in' });

    expect(signIn).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(signIn).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Username' }));
    expect(signIn).toBeDisabled();
  });

  it('shows "Login failed" with the server message when sign-in is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    signedOutServer({
      'POST /api/local-auth/login': () =>
        apiError(401, 'invalid_credentials', 'Invalid username or password'),
    });
    const { user } = renderApp('/');
    await openUsernameTab(user);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it('shows the too-many-attempts message the server sends with 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    signedOutServer({ 'POST /api/local-auth/login': () => apiError(429, 'rate_limited', message) });
    const { user } = renderApp('/');
    await openUsernameTab(user);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('sends the password exactly as typed, welcomes the user and opens the app', async () => {
    let status = SIGNED_OUT;
    const { sent } = stubFetch({
      'GET /api/auth/status': () => json(200, status),
      'GET /api/google-auth/config': () => json(200, NOT_CONFIGURED),
      'POST /api/local-auth/login': () => {
        status = signedIn();
        return json(200, { message: 'Login successful', user: aUser() });
      },
    });
    const { user } = renderApp('/sessions');
    await openUsernameTab(user);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  alice ');
    await user.type(screen.getByLabelText('Password'), ' pa ss ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Sessions' })).toBeInTheDocument();
    expect(sent('POST /api/local-auth/login')[0]?.body).toEqual({ username: 'alice', password: ' pa ss ' });
  });

  it("shows the server's not-configured message with a disabled Google button", async () => {
    signedOutServer();
    const { user } = renderApp('/');

    expect(await screen.findByText(NOT_CONFIGURED.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Sign in with username and password' }));
    expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeInTheDocument();
  });

  it('enables the Google button once an authorization address is loaded', async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, SIGNED_OUT),
      'GET /api/google-auth/config': () =>
        json(200, { configured: true, authorization_url: '/api/google-auth/login', message: 'ok' }),
    });
    renderApp('/');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
  });

  it('explains when the Google configuration cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    signedOutServer({ 'GET /api/google-auth/config': () => apiError(500, 'internal', 'Internal error') });
    renderApp('/');

    expect(await screen.findByText('Loading authentication...')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Authentication Error: Failed to load authentication configuration. Please check if Google OAuth is properly configured.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('turns ?authError from the Google callback into a toast and removes it from the address', async () => {
    signedOutServer();
    const { location } = renderApp('/?authError=access_denied');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Google sign-in was cancelled or access was not granted.')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });

  it('renders /google-meet without signing in', async () => {
    signedOutServer();
    renderApp('/google-meet?test=true&meetingId=abc');

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Interview Hub' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn()) });
    const { location } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Sessions' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });
});
