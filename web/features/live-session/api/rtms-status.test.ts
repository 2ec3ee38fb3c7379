import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { RtmsState } from '#contracts/rtms.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { json, stubFetch } from '#web/test/fetch-stub.ts';
import { useRtmsStatus, useZoomAutoCapture } from './rtms-status.ts';

const SESSION_ID = '5e550000-0000-4000-8000-000000000001';

function statusIs(state: RtmsState, configured = true) {
  return stubFetch({
    'GET /api/integrations': () => json(200, { zoom: { configured }, meet: { cloudProjectNumber: null } }),
    [`GET /api/rtms/status/${SESSION_ID}`]: () =>
      json(200, {
        isActive: state !== 'stopped',
        state,
        streamData: { meeting_uuid: 'aDYlohsHRtCd4ii1uC2+hA==', rtms_stream_id: '03d2b3b4c5e64b2e' },
        participants: [],
        startedAt: '2026-11-22T10:05:00.000Z',
        stopReason: null,
      }),
  });
}

function renderAutoCapture() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(
    () => ({ capturing: useZoomAutoCapture(SESSION_ID), status: useRtmsStatus(SESSION_ID) }),
    {
      wrapper,
    },
  );
}

describe('Zoom auto-capture', () => {
  it.each(['connecting', 'streaming', 'reconnecting'] as const)(
    'is on while the stream is %s',
    async (state) => {
      statusIs(state);
      const { result } = renderAutoCapture();
      await waitFor(() => expect(result.current.capturing).toBe(true));
    },
  );

  it.each(['waiting', 'stopped'] as const)('is off while the stream is %s', async (state) => {
    statusIs(state);
    const { result } = renderAutoCapture();
    await waitFor(() => expect(result.current.status.isSuccess).toBe(true));
    expect(result.current.capturing).toBe(false);
  });

  it('is off, without asking for the status, on a server not set up for Zoom', async () => {
    const { sent } = statusIs('streaming', false);
    const { result } = renderAutoCapture();
    await waitFor(() => expect(sent('GET /api/integrations')).toHaveLength(1));
    expect(result.current.capturing).toBe(false);
    expect(result.current.status.fetchStatus).toBe('idle');
    expect(sent(`GET /api/rtms/status/${SESSION_ID}`)).toHaveLength(0);
  });
});
