import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSpeechStatus, renderCapture } from './testing/render-capture.tsx';
import { shownToast } from './testing/toasts.tsx';
import { useMeetingCapture } from './use-meeting-capture.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function startKeyless(setup: Parameters<typeof renderCapture>[1] = {}) {
  const rendered = renderCapture(useMeetingCapture, { speech: aSpeechStatus('browser'), ...setup });
  await act(() => rendered.result.current.start());
  return rendered;
}

describe('meeting capture without a speech provider (keyless)', () => {
  it('still sends both streams to be recorded, and has the browser transcribe the microphone', async () => {
    const { result, fake } = await startKeyless();
    expect(result.current.state).toBe('capturing');
    expect(result.current.tabTranscribed).toBe(false);
    expect(fake.sockets.map((s) => s.query.get('audioType'))).toEqual(['system_audio', 'mic_audio']);

    const recognizer = fake.recognizer();
    expect(recognizer.running).toBe(true);
    expect(recognizer.startedWith).toBe(fake.microphones[0]?.tracks[0]);
    expect([recognizer.continuous, recognizer.interimResults, recognizer.lang]).toEqual([
      true,
      true,
      'en-US',
    ]);
    expect(recognizer.processLocally).toBeUndefined();
  });

  it('sends what is being said as partial, then the settled words as a chunk, for the microphone’s speaker', async () => {
    const { fake, live } = await startKeyless({
      session: { audioSourceMappings: { mic: 'candidate', speaker: 'interviewer' } },
    });
    const recognizer = fake.recognizer();
    recognizer.hear({ text: 'I led', isFinal: false });
    recognizer.hear({ text: 'I led the migration', isFinal: true });

    const [partial, chunk, cleared] = live;
    expect(partial).toEqual({
      type: 'partial',
      streamId: expect.stringMatching(/^mic-/),
      text: 'I led',
      speaker: 'candidate',
    });
    // How long it was spoken for is the wall clock between the first words and the settled ones:
    // both are heard at once here, so it is 0 ms (left out) or, when a millisecond ticks between, 1 ms.
    const { durationMs, ...said } = chunk as { durationMs?: number };
    expect(said).toEqual({
      type: 'chunk',
      clientChunkId: expect.stringMatching(UUID),
      text: 'I led the migration',
      speaker: 'candidate',
      timestamp: expect.any(String),
    });
    expect(durationMs ?? 0).toBeLessThan(1_000);
    expect(cleared).toEqual({ ...partial, text: '' });
    expect(live).toHaveLength(3);
  });

  it('recognizes on the device when the browser can', async () => {
    const { fake } = await startKeyless({ local: true });
    expect(fake.recognizer().processLocally).toBe(true);
  });

  it('starts recognition again after it stops on a silence, but not while paused', async () => {
    const { result, fake } = await startKeyless();
    fake.recognizer().end();
    expect(fake.recognizers).toHaveLength(2);
    expect(fake.recognizer().running).toBe(true);

    act(() => result.current.pause());
    expect(fake.recognizers[1]?.stopCalls).toBe(1);
    expect(fake.recognizers).toHaveLength(2);

    act(() => result.current.resume());
    expect(fake.recognizers).toHaveLength(3);
    expect(fake.recognizer().running).toBe(true);
  });

  it('stops recognizing when capture stops', async () => {
    const { result, fake } = await startKeyless();
    act(() => result.current.stop());
    expect(fake.recognizer().running).toBe(false);
    expect(fake.recognizers).toHaveLength(1);
  });

  it('records anyway, and says so, where the browser cannot recognize speech', async () => {
    const { result, fake } = await startKeyless({ recognition: false });
    expect(await shownToast()).toEqual({
      title: 'Speech Recognition Not Supported',
      description:
        'This browser cannot transcribe the microphone. The audio is still recorded; a speech provider on the server can transcribe it.',
    });
    expect(result.current.state).toBe('capturing');
    expect(fake.sockets).toHaveLength(2);
  });

  it('does not start the browser’s recognizer when the server transcribes', async () => {
    const rendered = renderCapture(useMeetingCapture, { speech: aSpeechStatus('openai') });
    await act(() => rendered.result.current.start());
    expect(rendered.fake.recognizers).toHaveLength(0);
  });
});
