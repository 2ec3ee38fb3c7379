import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREFERRED_MICROPHONE_KEY } from '#web/features/live-session/components/advanced-settings/preferred-microphone.ts';
import { NO_AUDIO_TRACK } from './media/capture-errors.ts';
import { fakeStream } from './testing/fake-browser-media.ts';
import { renderCapture } from './testing/render-capture.tsx';
import { shownToast } from './testing/toasts.tsx';
import { useMeetingCapture } from './use-meeting-capture.ts';

const settle = () => act(async () => {});

async function startCapture(setup: Parameters<typeof renderCapture>[1] = {}) {
  const rendered = renderCapture(useMeetingCapture, setup);
  await act(() => rendered.result.current.start());
  return rendered;
}

describe('meeting capture', () => {
  it('shares the tab with its audio, then the microphone chosen in Advanced Settings, each to its own socket', async () => {
    window.localStorage.setItem(PREFERRED_MICROPHONE_KEY, 'usb-mic');
    const { result, fake, session } = await startCapture();
    window.localStorage.removeItem(PREFERRED_MICROPHONE_KEY);

    expect(result.current.state).toBe('capturing');
    expect(fake.displayCalls).toEqual([
      {
        video: { displaySurface: 'browser' },
        audio: { suppressLocalAudioPlayback: false },
        selfBrowserSurface: 'exclude',
        surfaceSwitching: 'include',
        systemAudio: 'exclude',
      },
    ]);
    expect(fake.microphoneCalls).toEqual([
      {
        audio: {
          deviceId: { ideal: 'usb-mic' },
          echoCancellation: true,
          noiseSuppression: true,
          autoGainControl: true,
        },
      },
    ]);
    const tab = fake.socket('system_audio');
    const mic = fake.socket('mic_audio');
    expect(Object.fromEntries(tab.query)).toEqual({
      sessionId: session.id,
      audioType: 'system_audio',
      action: 'audio-stream',
      streamId: expect.any(String),
    });
    expect(mic.query.get('action')).toBe('audio-stream');

    const tabTrack = fake.displays[0]?.getAudioTracks()[0];
    const micTrack = fake.microphones[0]?.getAudioTracks()[0];
    if (!tabTrack || !micTrack) throw new Error('tracks missing');
    for (const socket of [tab, mic]) {
      socket.open();
      socket.receive({ type: 'audio_processed', data: { bytes: 0 } });
    }
    fake.tap(tabTrack).emit(1600, 7);
    fake.tap(micTrack).emit(1600, 9);
    expect(tab.frames.map((f) => f[0])).toEqual([7]);
    expect(mic.frames.map((f) => f[0])).toEqual([9]);
    expect(fake.tap(tabTrack).frameMs).toBe(50);
  });

  it("says 'Audio Capture Not Supported' where the browser cannot share a screen", async () => {
    const { result, fake } = await startCapture({ display: null });
    expect((await shownToast())?.title).toBe('Audio Capture Not Supported');
    expect(result.current.state).toBe('idle');
    expect(fake.sockets).toHaveLength(0);
  });

  it.each([
    [
      'NotAllowedError',
      'Permission Denied',
      'Please allow screen sharing with audio to capture the meeting.',
    ],
    ['NotFoundError', 'No Audio Source', 'No screen, window or tab with audio could be captured.'],
    ['AbortError', 'Audio Capture Failed', 'The capture was interrupted'],
  ])('turns a %s from screen sharing into %s', async (name, title, description) => {
    const { result, fake } = await startCapture({
      display: async () => {
        throw new DOMException('The capture was interrupted', name);
      },
    });
    expect(await shownToast()).toEqual({ title, description });
    expect(result.current.state).toBe('idle');
    expect(fake.microphoneCalls).toHaveLength(0);
  });

  it('asks to share system audio when the share has no audio, and stops its video', async () => {
    const { result, fake } = await startCapture({ display: async () => fakeStream('video') });
    expect(await shownToast()).toEqual({ title: 'Audio Capture Failed', description: NO_AUDIO_TRACK });
    expect(fake.displays[0]?.tracks[0]?.readyState).toBe('ended');
    expect(result.current.state).toBe('idle');
    expect(fake.sockets).toHaveLength(0);
  });

  it('goes on with the tab when the microphone fails', async () => {
    const { result, fake } = await startCapture({
      microphone: async () => {
        throw new DOMException('Device in use', 'NotReadableError');
      },
    });
    expect(await shownToast()).toEqual({ title: 'Microphone Capture Failed', description: 'Device in use' });
    expect(result.current.state).toBe('capturing');
    expect(fake.sockets.map((s) => s.query.get('audioType'))).toEqual(['system_audio']);
  });

  it('stops when the user ends the screen share, releasing every track, tap and socket', async () => {
    const { result, fake } = await startCapture();
    for (const socket of fake.sockets) socket.open();
    fake.displays[0]?.tracks[0]?.endByBrowser();
    await settle();

    expect(result.current.state).toBe('idle');
    expect(
      [...(fake.displays[0]?.tracks ?? []), ...(fake.microphones[0]?.tracks ?? [])].map((t) => t.readyState),
    ).toEqual(['ended', 'ended', 'ended']);
    expect(fake.taps.map((tap) => tap.stopped)).toEqual([true, true]);
    expect(fake.sockets.map((socket) => socket.closedByClient?.code)).toEqual([1000, 1000]);
  });

  it('stop() releases everything too, and so does leaving the dashboard', async () => {
    const first = await startCapture();
    act(() => first.result.current.stop());
    await settle();
    expect(first.result.current.state).toBe('idle');
    expect(first.fake.sockets.every((socket) => socket.closedByClient?.code === 1000)).toBe(true);
    expect(first.fake.microphones[0]?.tracks[0]?.readyState).toBe('ended');

    const second = await startCapture();
    second.unmount();
    await settle();
    expect(second.fake.taps.every((tap) => tap.stopped)).toBe(true);
    expect(second.fake.displays[0]?.tracks.every((t) => t.readyState === 'ended')).toBe(true);
  });

  it('drops the audio of a pause (neither sent nor kept) and sends again on resume', async () => {
    const { result, fake } = await startCapture();
    const tab = fake.socket('system_audio');
    tab.open();
    tab.receive({ type: 'audio_processed', data: { bytes: 0 } });
    const tap = fake.taps[0];
    act(() => result.current.pause());
    expect(result.current.state).toBe('paused');
    tap?.emit(1600, 1);
    act(() => result.current.resume());
    expect(result.current.state).toBe('capturing');
    tap?.emit(1600, 2);
    tab.fail();
    expect(tab.frames.map((f) => f[0])).toEqual([2]);
  });

  it('stops when the server ends the session (a normal close of an audio socket)', async () => {
    const { result, fake } = await startCapture();
    fake.socket('system_audio').open();
    fake.socket('system_audio').serverClose(1000);
    await settle();
    expect(result.current.state).toBe('idle');
    expect(fake.socket('mic_audio').closedByClient?.code).toBe(1000);
  });

  it('says the tab is transcribed only when the server has a speech provider', () => {
    expect(renderCapture(useMeetingCapture).result.current.tabTranscribed).toBe(true);
    const keyless = renderCapture(useMeetingCapture, {
      speech: { provider: 'browser', serverTranscription: false, diarization: false, recordingNotice: '' },
    });
    expect(keyless.result.current.tabTranscribed).toBe(false);
  });
});
