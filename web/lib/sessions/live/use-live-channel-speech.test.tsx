import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '#contracts/realtime.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { stubWebSocket } from '#web/test/fake-web-socket.ts';
import { aChunk } from '#web/test/live-fixtures.ts';
import { aSession, SESSION_ID } from '#web/test/session-detail-fixtures.ts';
import { PARTIAL_STALE_MS } from './live-event-reducer.ts';
import { useLiveChannel } from './use-live-channel.ts';

function renderChannel() {
  const queryClient = createQueryClient();
  const session = aSession({ lastSeq: 0 });
  queryClient.setQueryData(sessionKeys.detail(SESSION_ID), session);
  queryClient.setQueryData(sessionKeys.conversation(SESSION_ID), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useLiveChannel(SESSION_ID, session), { wrapper }), queryClient };
}

const partial = (streamId: string, text: string) => ({
  type: 'partial_transcription',
  data: { streamId, text, speaker: 'candidate', speakerName: 'Speaker 1' },
});
const words: ClientMessage = {
  type: 'partial',
  streamId: 'mic-1',
  text: 'so tell me',
  speaker: 'interviewer',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the live channel and speech', () => {
  it('sends a client message on the open socket only', () => {
    const ws = stubWebSocket();
    const { result } = renderChannel();
    expect(result.current.send(words)).toBe(false);

    ws.latest().open();
    expect(result.current.send(words)).toBe(true);
    expect(ws.latest().sentJson).toEqual([words]);

    ws.latest().serverClose(1012);
    expect(result.current.send(words)).toBe(false);
    expect(ws.latest().sentJson).toHaveLength(1);
  });

  it('shows what is being said until its turn arrives as a chunk, and stores none of it', () => {
    const ws = stubWebSocket();
    const { result, queryClient } = renderChannel();
    const socket = ws.latest();
    socket.open();

    socket.receive(partial('tab-1', 'I led'));
    socket.receive(partial('tab-1', 'I led the billing'));
    expect(result.current.partials.map((l) => [l.streamId, l.speakerName, l.text])).toEqual([
      ['tab-1', 'Speaker 1', 'I led the billing'],
    ]);

    const chunk = aChunk({ seq: 1, clientChunkId: 'speech:tab-1:1', text: 'I led the billing rewrite.' });
    socket.receive({ type: 'new_chunk', seq: 1, data: chunk });
    expect(result.current.partials).toEqual([]);
    expect(queryClient.getQueryData(sessionKeys.conversation(SESSION_ID))).toEqual([chunk]);

    socket.receive(partial('tab-1', 'and then'));
    socket.receive({
      type: 'transcription_received',
      data: { streamId: 'tab-1', speaker: 'candidate', speakerName: null, chunkId: chunk.id },
    });
    expect(result.current.partials).toEqual([]);
  });

  it('drops partial lines when the socket closes, and a line left stale', () => {
    vi.useFakeTimers();
    const ws = stubWebSocket();
    const { result } = renderChannel();
    ws.latest().open();
    ws.latest().receive(partial('tab-1', 'I led'));
    ws.latest().serverClose(1012);
    expect(result.current.partials).toEqual([]);

    act(() => vi.advanceTimersByTime(3000));
    ws.latest().open();
    ws.latest().receive(partial('tab-1', 'so'));
    act(() => vi.advanceTimersByTime(PARTIAL_STALE_MS - 1));
    expect(result.current.partials).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.partials).toEqual([]);
  });
});
