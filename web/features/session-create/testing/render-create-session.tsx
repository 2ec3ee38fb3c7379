import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#web/lib/query-client.ts';
import { CreateSessionPage } from '../components/create-session-page.tsx';

/** Renders `ui` (the create page by default) with the app's query client and toasts, at /sessions/new. */
export function renderCreateSession(ui: ReactElement = <CreateSessionPage />) {
  const location = memoryLocation({ path: '/sessions/new', record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </Router>,
  );
  return { ...view, user, location, queryClient };
}
