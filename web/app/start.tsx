import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AuthStatus } from '#contracts/auth.ts';
import { AUTH_STATUS_KEY } from '../lib/auth-status.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { takeFirstReads } from './first-queries.ts';
import { loadPage, preloadScreen } from './load-page.ts';
import { loginPageAt } from './pages.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The first render shows the screen with its data: one render and one layout instead of three
// (loading, placeholders, data). docs/decisions/021-first-requests-with-the-page.md
// It shows the screen's page too, a chunk of its own, which web/main.tsx asked for beside this
// one: no "Loading..." on the way, and the server's HTML is taken over as it was rendered; and
// the login screen to someone signed out (docs/decisions/028-first-screen-entry-and-screen-chunks.md).
const queryClient = createQueryClient();
const { pathname, search } = window.location;
await Promise.all([takeFirstReads(queryClient, pathname, search), preloadScreen(pathname)]);
if (queryClient.getQueryData<AuthStatus>(AUTH_STATUS_KEY)?.authenticated === false) {
  await loadPage(loginPageAt(pathname)).catch(() => undefined);
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The server rendered this screen from the answers the page carries, which the first render has
// just read: the app takes over its HTML (docs/decisions/024-first-screen-on-the-server.md).
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
