import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppToaster } from '#web/test/app-toaster.ts';
import { LiveSessionPage } from '../components/live-session-page.tsx';

/** The dashboard on its route at `path` (with any query), with the app's query client and toaster. */
export function renderLivePage(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueryClientProvider client={queryClient}>
        <Route path="/sessions/:sessionId" component={LiveSessionPage} />
        <AppToaster />
      </QueryClientProvider>
    </Router>,
  );
  return { ...view, user, location, queryClient };
}
