import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { takeFirstReads } from './first-queries.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The first render shows the screen with its data: one render and one layout instead of three
// (loading, placeholders, data). docs/decisions/021-first-requests-with-the-page.md
const queryClient = createQueryClient();
await takeFirstReads(queryClient, window.location.pathname, window.location.search);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The server rendered this screen from the answers the page carries, which the first render has
// just read: the app takes over its HTML (docs/decisions/024-first-screen-on-the-server.md).
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
