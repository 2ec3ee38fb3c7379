import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { takeFirstReads } from './first-queries.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The first render shows the screen with its data: one render and one layout instead of three
// (loading, placeholders, data). docs/decisions/021-first-requests-with-the-page.md
const queryClient = createQueryClient();
await takeFirstReads(queryClient, window.location.pathname, window.location.search);

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
