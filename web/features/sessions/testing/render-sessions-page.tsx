import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppToaster } from '#web/test/app-toaster.ts';
import { SessionsPage } from '../components/sessions-page.tsx';

/** The sessions list with the app's query client and toaster, on an in-memory location. */
export function renderSessionsPage(path = '/sessions') {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueryClientProvider client={queryClient}>
        <SessionsPage />
        <AppToaster />
      </QueryClientProvider>
    </Router>,
  );
  return { ...view, user, location, queryClient };
}
