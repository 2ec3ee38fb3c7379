import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { MeetAddonProvider } from '../addon/meet-addon-context.tsx';
import { GoogleMeetPage } from '../components/google-meet-page.tsx';
import { FakeMeetAddon } from './fake-meet-addon.ts';

/**
 * The /google-meet page at `search` with the app's query client and a fake Meet add-on. With
 * `fakeTimers`, user events advance vitest's clock.
 */
export function renderMeetPage(search: string, options: { fakeTimers?: boolean } = {}) {
  window.history.replaceState(null, '', `/google-meet${search}`);
  const addon = new FakeMeetAddon();
  const queryClient = createQueryClient();
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MeetAddonProvider value={addon}>
        <GoogleMeetPage />
      </MeetAddonProvider>
    </QueryClientProvider>,
  );
  return { ...view, addon, user, queryClient };
}
