import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../lib/query-client.ts';

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
