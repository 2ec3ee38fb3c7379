import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppToaster } from '#web/test/app-toaster.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aSessionDetail, SESSION_ID } from '#web/test/session-fixtures.ts';
import { sessionKeys } from './keys.ts';
import { useCloseSession } from './use-close-session.ts';

const CLOSE = `POST /api/sessions/${SESSION_ID}/close`;

/** How the live dashboard uses the hook: its own toast texts (spec 000 §8). */
const dashboard = {
  successToast: {
    title: 'Session Closed',
    description: 'The interview session has been closed successfully',
  },
  errorToast: { title: 'Failed to Close Session', fallback: 'Failed to close session' },
};

function renderCloseHook() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCloseSession(SESSION_ID, dashboard), { wrapper }) };
}

describe('useCloseSession with the dashboard texts', () => {
  it('toasts the caller text and stores the closed session for every open view', async () => {
    stubFetch({ [CLOSE]: () => json(200, aSessionDetail({ status: 'completed' })) });
    const { result, queryClient } = renderCloseHook();

    await act(() => result.current.mutateAsync());

    expect(await screen.findByText('The interview session has been closed successfully')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionKeys.detail(SESSION_ID))).toMatchObject({ status: 'completed' });
  });

  it('uses the caller failure title with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged by design
    stubFetch({ [CLOSE]: () => apiError(409, 'conflict', 'Session is already closed') });
    const { result } = renderCloseHook();

    await act(() => result.current.mutateAsync().catch(() => undefined));

    expect(await screen.findByText('Failed to Close Session')).toBeInTheDocument();
    expect(screen.getByText('Session is already closed')).toBeInTheDocument();
  });
});
