import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';
import { loadPage } from '../app/load-page.ts';
import { PAGES } from '../app/pages.ts';
import { createQueryClient } from '../lib/query-client.ts';

// The app loads each screen's page the first time it shows it (web/app/pages.ts); a test renders
// any screen at once, as a first visit does once its page is in.
await Promise.all(Object.values(PAGES).map((load) => loadPage(load)));

/** Renders the whole app at `path` (may include a query string) on an in-memory location. */
export function renderApp(path = '/', options: { advanceTimers?: (ms: number) => void } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App queryClient={queryClient} />
    </Router>,
  );
  return { ...view, user, location, queryClient };
}
