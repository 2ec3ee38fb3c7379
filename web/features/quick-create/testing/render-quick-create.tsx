import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#web/lib/query-client.ts';
import { QuickCreatePage } from '../components/quick-create-page.tsx';

/**
 * Renders the Quick Create page with the app's query client and toasts at /sessions/new/quick.
 * File inputs take any file (`applyAccept: false`), as a user can pick "All files" in the dialog.
 */
export function renderQuickCreate() {
  const location = memoryLocation({ path: '/sessions/new/quick', record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueryClientProvider client={queryClient}>
        <QuickCreatePage />
        <Toaster />
      </QueryClientProvider>
    </Router>,
  );
  return { ...view, user, location, queryClient };
}
