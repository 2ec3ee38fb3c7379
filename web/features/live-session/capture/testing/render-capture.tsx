import { renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import type { ClientMessage } from '#contracts/realtime.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import type { SpeechStatusDto } from '#contracts/speech.ts';
import { aSession } from '#web/test/session-detail-fixtures.ts';
import type { CaptureOptions } from '../capture-options.ts';
import { fakeBrowserMedia } from './fake-browser-media.ts';
import { renderToaster } from './toasts.tsx';

export const NOTICE = 'This interview is recorded and transcribed.';

export function aSpeechStatus(provider: SpeechStatusDto['provider']): SpeechStatusDto {
  const server = provider !== 'browser';
  return { provider, serverTranscription: server, diarization: false, recordingNotice: NOTICE };
}

type Setup = Parameters<typeof fakeBrowserMedia>[0] & {
  session?: Partial<SessionDetail>;
  speech?: SpeechStatusDto;
  /** What the live channel's send answers (true: the socket is open). */
  liveOpen?: () => boolean;
};

/** Renders a capture hook on fake browser media, with the app's toaster and a recorded live channel. */
export function renderCapture<T>(useHook: (options: CaptureOptions) => T, setup: Setup = {}) {
  renderToaster();
  const fake = fakeBrowserMedia(setup);
  const live: ClientMessage[] = [];
  const sendLive = vi.fn((message: ClientMessage) => {
    const open = setup.liveOpen?.() ?? true;
    if (open) live.push(message);
    return open;
  });
  const session = aSession({
    recordingConsent: { confirmedBy: 'Grace', confirmedAt: '2026-11-22T10:00:00.000Z' },
    ...setup.session,
  });
  const hook = renderHook(() =>
    useHook({ session, speech: setup.speech ?? aSpeechStatus('azure'), sendLive, media: fake.media }),
  );
  return { ...hook, fake, live, sendLive, session };
}
