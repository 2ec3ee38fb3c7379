import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aUser, SIGNED_OUT, signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { fakeZoomClientCalls, installFakeZoomClient } from '../testing/fake-zoom-client.ts';
import { SIGN_IN_POLL_MS } from './use-browser-sign-in.ts';

const LINK = {
  code: 'code-from-the-server',
  pollToken: 'poll-token-kept-by-the-app',
  path: '/zoomapp/link?code=code-from-the-server',
  expiresAt: '2026-11-28T15:40:00.000Z',
};
const NOT_CONFIGURED = { configured: false, authorization_url: null, message: 'Not configured' };

// The real SDK runs over the fake Zoom client's bridge, which it keeps once it has found it; it
// checks for ImageData, which jsdom lacks.
beforeAll(() => installFakeZoomClient({ meeting: null }));
beforeEach(() => vi.stubGlobal('ImageData', class ImageData {}));
afterAll(() => {
  const win = window as unknown as { chrome?: unknown; fakeZoomClient?: unknown };
  delete win.chrome;
  delete win.fakeZoomClient;
});

describe('the Zoom App signed out inside the Zoom client', () => {
  it('signs in with Google through the system browser: asks for a link, opens it, and signs in once confirmed', async () => {
    let confirmed = false;
    const { sent } = stubFetch({
      'GET /api/auth/status': () =>
        json(200, confirmed ? signedIn(aUser({ authType: 'google' })) : SIGNED_OUT),
      'GET /api/google-auth/config': () => json(200, NOT_CONFIGURED),
      'POST /api/zoom-app/links': () => json(201, LINK),
      'POST /api/zoom-app/links/exchange': () => {
        confirmed = sent('POST /api/zoom-app/links/exchange').length > 1;
        return json(200, { status: confirmed ? 'signed-in' : 'pending' });
      },
      'GET /api/zoom/context-session': () => apiError(404, 'not_found', 'Interview session not found'),
    });
    const { user } = renderApp('/zoomapp');

    expect(await screen.findByText('This is the Interview Hub Zoom App.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Sign in with Google in your browser' }));

    expect(await screen.findByText(/Finish signing in in your browser/)).toBeInTheDocument();
    const opened = fakeZoomClientCalls().find((call) => call.apiName === 'openUrl');
    expect(opened?.data).toEqual({ url: `${window.location.origin}${LINK.path}` });
    // Asked again until the browser confirms; then the app's own screen, signed in.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Zoom RTMS App' },
        { timeout: 3 * SIGN_IN_POLL_MS + 1000 },
      ),
    ).toBeInTheDocument();
    expect(sent('POST /api/zoom-app/links/exchange').map((r) => r.body)).toEqual([
      { pollToken: LINK.pollToken },
      { pollToken: LINK.pollToken },
    ]);
  }, 15_000);

  it('says why when the link can no longer be used', async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, SIGNED_OUT),
      'GET /api/google-auth/config': () => json(200, NOT_CONFIGURED),
      'POST /api/zoom-app/links': () => json(201, LINK),
      'POST /api/zoom-app/links/exchange': () =>
        apiError(
          409,
          'conflict',
          'This sign-in link has expired; select Sign in with Google in the Zoom App again',
        ),
    });
    const { user } = renderApp('/zoomapp');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google in your browser' }));
    expect(
      await screen.findByText(/This sign-in link has expired/, {}, { timeout: 2 * SIGN_IN_POLL_MS + 1000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google in your browser' })).toBeEnabled();
  }, 15_000);
});

describe('the Zoom App sign-in page in the browser', () => {
  it('shows the ordinary sign-in, Google first, to a browser signed out', async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, SIGNED_OUT),
      'GET /api/google-auth/config': () => json(200, NOT_CONFIGURED),
    });
    renderApp(LINK.path);
    await screen.findByRole('tab', { name: 'Google', selected: true });
    expect(screen.queryByText('This is the Interview Hub Zoom App.')).not.toBeInTheDocument();
  });

  it('confirms the code for the signed-in account, and says what went wrong otherwise', async () => {
    let answer = () =>
      apiError(
        409,
        'conflict',
        'This sign-in link has been used already; select Sign in with Google in the Zoom App again',
      );
    const { sent } = stubFetch({
      'GET /api/auth/status': () => json(200, signedIn(aUser({ email: 'grace@example.com' }))),
      'POST /api/zoom-app/links/confirm': () => answer(),
    });
    const { user } = renderApp(LINK.path);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in the Zoom App' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/has been used already/);

    answer = () => new Response(null, { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Sign in the Zoom App' }));
    expect(
      await screen.findByText('The Zoom App is signed in. Close this tab and return to Zoom.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent('POST /api/zoom-app/links/confirm')).toHaveLength(2));
    expect(sent('POST /api/zoom-app/links/confirm')[1]?.body).toEqual({ code: LINK.code });
  });
});
