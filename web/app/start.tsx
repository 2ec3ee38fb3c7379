import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStatusQueryOptions } from '../lib/auth-status.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// Asked now rather than from the first render: every screen waits for it.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(authStatusQueryOptions);

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
