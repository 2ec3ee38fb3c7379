import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { FirstScreenEntry, ReadAnswers } from '#contracts/first-screen.ts';
import { dependsOnTimeZone } from '#contracts/headers.ts';
import { type FirstResponses, keepFirstResponses } from '../lib/first-responses.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { answeredResponses } from './first-answers.ts';
import { takeFirstReads } from './first-queries.ts';
import { firstRequests } from './first-requests.ts';
import { preloadScreen } from './load-page.ts';

/**
 * The web's one entry for the server (docs/decisions/028-first-screen-entry-and-screen-chunks.md): which screens
 * the server renders on a first visit, from which reads, and their HTML, rendered from the
 * answers to those reads as the browser's first render would, so that the rows paint before the
 * app's script has run (docs/decisions/024-first-screen-on-the-server.md). Built on its own by
 * Vite into dist/web-server/server-entry.js, which the server loads; it runs in the server's
 * process only.
 */

const renders = new AsyncLocalStorage<FirstResponses>();
keepFirstResponses(() => renders.getStore() ?? new Map());

/**
 * The API paths the server reads to render the screen at `pathname`, or undefined for a screen it
 * leaves to the browser: one that reads nothing but the sign-in status as it opens (it reads as it
 * renders), or one whose answers depend on the browser's time zone, which a first visit does not
 * tell (job openings: "Overdue").
 */
function serverRenderedReads(pathname: string, search: string): string[] | undefined {
  const first = firstRequests(pathname, search);
  if (first.length < 2 || first.some(dependsOnTimeZone)) return undefined;
  return first;
}

/**
 * The HTML of the screen at `pathname`, rendered from `answers` (by API path), or undefined when
 * one of them does not fill its query: the page then goes out unrendered, as any other.
 */
async function renderScreen(
  pathname: string,
  search: string,
  answers: ReadAnswers,
): Promise<string | undefined> {
  const client = createQueryClient();
  try {
    // The answers are all in: the wait (for the browser's slow ones) never runs out here.
    const read = renders.run(answeredResponses(answers), () =>
      takeFirstReads(client, pathname, search, 10_000),
    );
    await Promise.all([read, preloadScreen(pathname)]);
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

/** What the server loads of the web. */
export const firstScreen: FirstScreenEntry = { reads: serverRenderedReads, render: renderScreen };
