import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpeechStatusDto } from '#contracts/speech.ts';
import { aSpeechStatus, renderCapture } from './testing/render-capture.tsx';
import { shownToast } from './testing/toasts.tsx';
import { useSpeakerRecording } from './use-speaker-recording.ts';

async function record(speaker: 'interviewer' | 'candidate', setup: Parameters<typeof renderCapture>[1] = {}) {
  const rendered = renderCapture(useSpeakerRecording, setup);
  await act(() => rendered.result.current.start(speaker));
  return rendered;
}

const micFails = async () => {
  throw new DOMException('Permission denied', 'NotAllowedError');
};

describe('recording one speaker', () => {
  it('streams the microphone as that speaker in 100 ms JSON audio chunks', async () => {
    const { result, fake, session } = await record('candidate');
    expect(result.current.recording).toBe('candidate');
    const socket = fake.socket('candidate');
    expect(Object.fromEntries(socket.query)).toEqual({
      sessionId: session.id,
      speaker: 'candidate',
      action: 'start_streaming',
      streamId: expect.any(String),
    });
    expect(fake.microphoneCalls[0]?.audio).toMatchObject({ echoCancellation: true });

    socket.open();
    socket.receive({ type: 'audio_processed', data: { bytes: 0 } });
    fake.taps[0]?.emit(4, 0);
    expect(fake.taps[0]?.frameMs).toBe(100);
    expect(socket.messages).toEqual([
      { type: 'audio_chunk', audioData: 'AAAAAA==', timestamp: expect.any(Number) },
    ]);
  });

  it('records one speaker at a time: a second start is ignored', async () => {
    const { result, fake } = await record('candidate');
    await act(() => result.current.start('interviewer'));
    expect(result.current.recording).toBe('candidate');
    expect(fake.microphoneCalls).toHaveLength(1);
    expect(fake.sockets).toHaveLength(1);
  });

  it.each<[SpeechStatusDto['provider'], string]>([
    ['azure', 'Azure Streaming Started'],
    ['openai', 'Speech Streaming Started'],
  ])('announces the start when the server is ready (%s)', async (provider, title) => {
    const { fake } = await record('interviewer', { speech: aSpeechStatus(provider) });
    fake.sockets[0]?.open();
    fake.sockets[0]?.receive({ type: 'ready', data: { provider } });
    expect((await shownToast())?.title).toBe(title);
  });

  it("says 'Audio Processed' on the first transcription of a recording only", async () => {
    const { fake } = await record('interviewer');
    const socket = fake.socket('interviewer');
    socket.open();
    socket.receive({ type: 'transcription', data: { text: 'Hi', isFinal: false, speakerName: null } });
    socket.receive({ type: 'transcription', data: { text: 'Hi there', isFinal: true, speakerName: null } });
    expect(await shownToast()).toEqual({
      title: 'Audio Processed',
      description: 'Speech converted to text successfully',
    });

    socket.receive({ type: 'error', data: { error: 'The speech service is busy' } });
    socket.receive({ type: 'transcription', data: { text: 'Next', isFinal: true, speakerName: null } });
    expect((await shownToast())?.title).toBe('Processing Error');
  });

  it.each<[SpeechStatusDto['provider'], string]>([
    ['azure', 'Could not start Azure Speech streaming. Please check microphone permissions.'],
    ['openai', 'Could not start speech streaming. Please check microphone permissions.'],
  ])("says 'Streaming Failed' when the microphone cannot be had (%s)", async (provider, description) => {
    const { result, fake } = await record('candidate', {
      speech: aSpeechStatus(provider),
      microphone: micFails,
    });
    expect(await shownToast()).toEqual({ title: 'Streaming Failed', description });
    expect(result.current.recording).toBeNull();
    expect(fake.sockets).toHaveLength(0);
  });

  it("stops on stop(): 'Streaming Stopped', the microphone released and the socket closed normally", async () => {
    const { result, fake } = await record('candidate');
    fake.sockets[0]?.open();
    act(() => result.current.stop());
    await act(async () => {});
    expect(result.current.recording).toBeNull();
    expect(await shownToast()).toEqual({
      title: 'Streaming Stopped',
      description: 'Speech streaming has ended.',
    });
    expect(fake.microphones[0]?.tracks[0]?.readyState).toBe('ended');
    expect(fake.sockets[0]?.closedByClient?.code).toBe(1000);
  });

  it('ends the recording when its socket cannot be restored', async () => {
    const { result, fake } = await record('candidate');
    fake.sockets[0]?.serverClose(4403, 'Confirm that the candidate was told about the recording first');
    expect(result.current.recording).toBeNull();
    expect(await shownToast()).toEqual({
      title: 'Audio Streaming Failed',
      description: 'Confirm that the candidate was told about the recording first',
    });
  });

  it('has the browser transcribe the recording as that speaker when the server has no provider', async () => {
    const { fake, live } = await record('candidate', { speech: aSpeechStatus('browser') });
    fake.sockets[0]?.open();
    fake.sockets[0]?.receive({ type: 'ready', data: { provider: 'browser' } });
    expect(await shownToast()).toEqual({
      title: 'Recording Started',
      description: 'Your microphone is recorded, and this browser transcribes it.',
    });
    fake.recognizer().hear({ text: 'Thanks for having me.', isFinal: true });
    expect(live).toEqual([
      expect.objectContaining({ type: 'chunk', text: 'Thanks for having me.', speaker: 'candidate' }),
    ]);
    expect((await shownToast())?.title).toBe('Audio Processed');
  });
});
