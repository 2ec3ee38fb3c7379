import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import {
  answeredResponses,
  type FirstResponses,
  keepFirstResponses,
  type ReadAnswer,
} from '../lib/first-responses.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { takeFirstReads } from './first-queries.ts';

/**
 * The server's side of a first visit: it renders the screen from the answers to its first reads,
 * as the browser's first render would, so that its rows paint before the app's script has run.
 * Runs in the server's process only. docs/decisions/024-first-screen-on-the-server.md
 */

const renders = new AsyncLocalStorage<FirstResponses>();
keepFirstResponses(() => renders.getStore() ?? new Map());

/**
 * The HTML of the screen at `pathname`, rendered from `answers` (by API path), or undefined when
 * one of them does not fill its query: the page then goes out unrendered, as any other.
 */
export async function renderScreen(
  pathname: string,
  search: string,
  answers: Readonly<Record<string, ReadAnswer>>,
): Promise<string | undefined> {
  const client = createQueryClient();
  try {
    // The answers are all in: the wait (for the browser's slow ones) never runs out here.
    await renders.run(answeredResponses(answers), () => takeFirstReads(client, pathname, search, 10_000));
    const queries = client.getQueryCache().getAll();
    if (queries.length < Object.keys(answers).length) return undefined;
    if (queries.some((query) => query.state.status !== 'success')) return undefined;
    return renderToString(
      <StrictMode>
        <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
          <App queryClient={client} />
        </Router>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
}
