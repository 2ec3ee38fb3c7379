import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SessionDetail } from '#contracts/sessions.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { aSession, SESSION_ID, SESSION_PATH } from '#web/test/session-detail-fixtures.ts';
import { renderToaster, shownToast } from '../capture/testing/toasts.tsx';
import { useConfirmRecordingConsent } from './recording-consent.ts';
import { useSpeechStatus } from './speech-status.ts';

function wrapper() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.detail(SESSION_ID), aSession());
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper: Wrapper };
}

const CONSENT = { confirmedBy: 'Grace Hopper', confirmedAt: '2026-11-22T10:05:00.000Z' };

describe('the speech API', () => {
  it('reads what the server hears with from GET /api/speech', async () => {
    const status = {
      provider: 'browser',
      serverTranscription: false,
      diarization: false,
      recordingNotice: 'Recorded.',
    };
    stubFetch({ 'GET /api/speech': () => json(200, status) });
    const { result } = renderHook(() => useSpeechStatus(), wrapper());
    await waitFor(() => expect(result.current.data).toEqual(status));
  });

  it('records the consent and puts it on the cached session at once', async () => {
    const api = stubFetch({ [`POST ${SESSION_PATH}/recording-consent`]: () => json(200, CONSENT) });
    const { queryClient, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useConfirmRecordingConsent(SESSION_ID), { wrapper: Wrapper });
    await act(() => result.current.mutateAsync());

    expect(api.sent(`POST ${SESSION_PATH}/recording-consent`)).toHaveLength(1);
    expect(api.sent(`POST ${SESSION_PATH}/recording-consent`)[0]?.body).toBeUndefined();
    const session = queryClient.getQueryData<SessionDetail>(sessionKeys.detail(SESSION_ID));
    expect(session?.recordingConsent).toEqual(CONSENT);
  });

  it('shows the server’s message when the consent cannot be recorded, and leaves the session as it was', async () => {
    renderToaster();
    stubFetch({
      [`POST ${SESSION_PATH}/recording-consent`]: () =>
        apiError(409, 'conflict', 'This interview session is closed'),
    });
    const { queryClient, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useConfirmRecordingConsent(SESSION_ID), { wrapper: Wrapper });
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });

    expect(await shownToast()).toEqual({
      title: 'Update Failed',
      description: 'This interview session is closed',
    });
    expect(
      queryClient.getQueryData<SessionDetail>(sessionKeys.detail(SESSION_ID))?.recordingConsent,
    ).toBeNull();
  });
});
