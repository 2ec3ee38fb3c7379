import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { AppToaster } from '#web/test/app-toaster.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { aChunk, aSuggestion } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID } from '#web/test/session-detail-fixtures.ts';
import { CONNECTION_FAILED, liveUrl, RECONNECT_DELAY_MS, useLiveChannel } from './use-live-channel.ts';

function renderChannel(
  session: SessionDetail | undefined,
  id: string | undefined = session?.id,
  options: { toastErrors?: boolean } = {},
) {
  const queryClient = createQueryClient();
  if (session) queryClient.setQueryData(sessionKeys.detail(session.id), session);
  queryClient.setQueryData(sessionKeys.conversation(SESSION_ID), []);
  queryClient.setQueryData(sessionKeys.suggestions(SESSION_ID), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
  const hook = renderHook(({ current }) => useLiveChannel(id, current, { keepLog: true, ...options }), {
    wrapper,
    initialProps: { current: session },
  });
  return { ...hook, queryClient };
}

const chunkEvent = (seq: number) => ({ type: 'new_chunk', seq, data: aChunk({ seq }) });

describe('the live channel', () => {
  it('opens nothing without a session id or before the session is loaded', () => {
    const { sockets } = stubWebSocket();
    renderChannel(undefined, undefined);
    renderChannel(undefined, SESSION_ID);
    expect(sockets).toHaveLength(0);
  });

  it('opens from the loaded lastSeq on the page host and reports the connection', () => {
    const ws = stubWebSocket();
    const { result } = renderChannel(aSession({ lastSeq: 7 }));

    expect(ws.latest().url).toBe(`ws://${window.location.host}/ws?sessionId=${SESSION_ID}&lastSeq=7`);
    expect(result.current.connected).toBe(false);
    ws.latest().open();
    expect(result.current.connected).toBe(true);
  });

  it('uses wss on an https page', () => {
    const location = { protocol: 'https:', host: 'hub.example.com' } as Location;
    expect(liveUrl(SESSION_ID, 3, location)).toBe(
      `wss://hub.example.com/ws?sessionId=${SESSION_ID}&lastSeq=3`,
    );
  });

  it('writes events into the cache once each, in seq order, and logs them raw', () => {
    const ws = stubWebSocket();
    const { result, queryClient } = renderChannel(aSession({ lastSeq: 2 }));
    const socket = ws.latest();
    socket.open();

    socket.receive(chunkEvent(2)); // already in the loaded data
    socket.receive(chunkEvent(3));
    socket.receive(chunkEvent(3)); // sent again
    const suggestion = aSuggestion();
    socket.receive({ type: 'new_suggestion', seq: 4, data: { suggestions: [suggestion] } });
    socket.receive({ type: 'agenda_update', seq: 5, data: { items: [], progressPercentage: 60 } });

    const chunks = queryClient.getQueryData<{ seq: number }[]>(sessionKeys.conversation(SESSION_ID));
    expect(chunks?.map((c) => c.seq)).toEqual([3]);
    expect(queryClient.getQueryData(sessionKeys.suggestions(SESSION_ID))).toEqual([suggestion]);
    expect(queryClient.getQueryData<SessionDetail>(sessionKeys.detail(SESSION_ID))?.progressPercentage).toBe(
      60,
    );
    expect(result.current.log).toHaveLength(5);
  });

  it('reconnects 3 s after an abnormal close, asking for what came after the last seq applied', () => {
    vi.useFakeTimers();
    const ws = stubWebSocket();
    const { result } = renderChannel(aSession({ lastSeq: 2 }));
    ws.latest().open();
    ws.latest().receive(chunkEvent(3));
    ws.latest().serverClose(1012, 'restarting');
    expect(result.current.connected).toBe(false);

    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1));
    expect(ws.sockets).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(ws.sockets).toHaveLength(2);
    expect(ws.latest().query.get('lastSeq')).toBe('3');
    ws.latest().open();
    expect(result.current.connected).toBe(true);
  });

  it('comes back soon after being closed as a slow consumer', () => {
    vi.useFakeTimers();
    const ws = stubWebSocket();
    renderChannel(aSession({ lastSeq: 5 }));
    ws.latest().open();
    ws.latest().serverClose(4008, 'slow consumer; reconnect with lastSeq');

    act(() => vi.advanceTimersByTime(1000));
    expect(ws.sockets).toHaveLength(2);
    expect(ws.latest().query.get('lastSeq')).toBe('5');
  });

  it('does not reconnect after a normal close, nor once the session is completed', () => {
    vi.useFakeTimers();
    const ws = stubWebSocket();
    renderChannel(aSession());
    ws.latest().open();
    ws.latest().serverClose(1000, 'session closed');
    act(() => vi.advanceTimersByTime(10_000));
    expect(ws.sockets).toHaveLength(1);

    const closing = stubWebSocket();
    renderChannel(aSession());
    closing.latest().open();
    closing
      .latest()
      .receive({ type: 'session_update', seq: 1, data: { status: 'completed', endTime: null } });
    closing.latest().serverClose(1006);
    act(() => vi.advanceTimersByTime(10_000));
    expect(closing.sockets).toHaveLength(1);
  });

  it('reports a failed connection once per outage, and clears it once connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ws = stubWebSocket();
    const { result } = renderChannel(aSession());

    ws.latest().fail();
    expect(result.current.error).toBe(CONNECTION_FAILED);
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to real-time updates')).toBeInTheDocument();
    const toast = screen.getByText('Connection Error');

    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
    ws.latest().fail();
    expect(ws.sockets).toHaveLength(2);
    expect(screen.getByText('Connection Error')).toBe(toast);

    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
    ws.latest().open();
    expect(result.current.error).toBeNull();
  });

  it('leaves the toast out when asked to, and still reports the failed connection', () => {
    const toastError = vi.spyOn(toast, 'error');
    const ws = stubWebSocket();
    const { result } = renderChannel(aSession(), SESSION_ID, { toastErrors: false });

    ws.latest().fail();
    expect(result.current.error).toBe(CONNECTION_FAILED);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the error a server message carries until dismissed', () => {
    const ws = stubWebSocket();
    const { result } = renderChannel(aSession());
    ws.latest().open();
    ws.latest().receive({ type: 'error', data: { error: 'The AI model did not answer' } });
    expect(result.current.error).toBe('The AI model did not answer');
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
  });

  it('closes its socket normally when the dashboard goes away', () => {
    const ws = stubWebSocket();
    const { unmount } = renderChannel(aSession());
    ws.latest().open();
    unmount();
    expect(ws.latest().closedByClient?.code).toBe(1000);
  });
});
