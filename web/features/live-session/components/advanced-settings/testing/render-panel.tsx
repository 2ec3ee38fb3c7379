import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { SessionDetail } from '#contracts/sessions.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { sessionQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { AppToaster } from '#web/test/app-toaster.ts';

type Panel = (session: SessionDetail) => ReactElement;

/**
 * Renders one dashboard panel with the app's query client and toaster. The session is seeded
 * into its cache entry, as the dashboard page loads it, and the panel re-renders from that
 * entry, so replies written into the cache show up as they do on the page.
 */
export function renderPanel(session: SessionDetail, panel: Panel) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.detail(session.id), session);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CachedSession id={session.id} panel={panel} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

function CachedSession({ id, panel }: { id: string; panel: Panel }) {
  const { data } = useQuery(sessionQueryOptions(id));
  return data ? panel(data) : null;
}
