import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrack, fakeBrowserMedia } from '../testing/fake-browser-media.ts';
import { renderToaster, shownToast } from '../testing/toasts.tsx';
import { startBrowserTranscriber } from './browser-transcriber.ts';
import type { LiveSender } from './live-sender.ts';

function sender(): LiveSender & { chunks: string[]; partials: string[]; durations: (number | undefined)[] } {
  const chunks: string[] = [];
  const partials: string[] = [];
  const durations: (number | undefined)[] = [];
  return {
    chunks,
    partials,
    durations,
    chunk: (text, _speaker, durationMs) => {
      chunks.push(text);
      durations.push(durationMs);
    },
    partial: (_streamId, text) => partials.push(text),
    dispose: vi.fn(),
  };
}

async function start(setup: Parameters<typeof fakeBrowserMedia>[0] = {}) {
  const fake = fakeBrowserMedia(setup);
  const words = sender();
  const onFinal = vi.fn();
  const transcriber = await act(() =>
    startBrowserTranscriber({
      media: fake.media,
      track: new FakeTrack('audio'),
      speaker: 'interviewer',
      sender: words,
      onFinal,
    }),
  );
  return { fake, words, onFinal, transcriber };
}

describe('the browser transcriber', () => {
  beforeEach(() => renderToaster());

  it('reports each settled utterance once, and only the words after the last settled one as partial', async () => {
    const { fake, words, onFinal } = await start();
    const recognizer = fake.recognizer();
    recognizer.hear({ text: 'tell me', isFinal: false });
    recognizer.hear({ text: 'tell me about', isFinal: false });
    recognizer.hear({ text: 'Tell me about yourself.', isFinal: true }, { text: 'what', isFinal: false });
    recognizer.hear({ text: 'what did you build', isFinal: false });

    expect(words.chunks).toEqual(['Tell me about yourself.']);
    expect(words.partials).toEqual(['tell me', 'tell me about', 'what', 'what did you build']);
    expect(onFinal).toHaveBeenCalledTimes(1);
  });

  it('times each utterance from its first words heard to its settling', async () => {
    const { fake, words } = await start();
    const recognizer = fake.recognizer();
    const clock = vi.spyOn(Date, 'now');
    const at = (ms: number) => clock.mockReturnValue(1_000_000 + ms);
    at(0);
    recognizer.hear({ text: 'tell me', isFinal: false });
    at(2_400);
    recognizer.hear({ text: 'Tell me about yourself.', isFinal: true }, { text: 'what', isFinal: false });
    at(3_900);
    recognizer.hear({ text: 'What did you build?', isFinal: true });
    // Settled without any words heard before: not timed (talk balance estimates it from its words).
    at(5_000);
    recognizer.hear({ text: 'Thanks.', isFinal: true });
    clock.mockRestore();
    expect(words.durations).toEqual([2_400, 1_500, undefined]);
  });

  it('lets the browser choose the recognizer when on-device recognition turns out to be missing', async () => {
    const { fake } = await start({ local: true });
    expect(fake.recognizer().processLocally).toBe(true);
    fake.recognizer().fail('language-not-supported');
    fake.recognizer().end();
    expect(fake.recognizers).toHaveLength(2);
    expect(fake.recognizer().processLocally).toBeUndefined();
  });

  it('gives up, and says so, when the browser refuses recognition', async () => {
    const { fake } = await start();
    fake.recognizer().fail('not-allowed');
    fake.recognizer().end();
    expect(fake.recognizers).toHaveLength(1);
    expect(await shownToast()).toEqual({
      title: 'Speech Recognition Failed',
      description: 'The browser stopped speech recognition (not-allowed). The microphone is still recorded.',
    });
  });

  it('gives up after three ends in a row right after starting (no endless restart loop)', async () => {
    const { fake } = await start();
    for (let i = 0; i < 3; i++) fake.recognizer().end();
    expect(fake.recognizers).toHaveLength(3);
    expect((await shownToast())?.title).toBe('Speech Recognition Failed');
  });

  it('clears the partial line when recognition ends, and hands the sender over on stop', async () => {
    const { fake, words, transcriber } = await start();
    fake.recognizer().hear({ text: 'so', isFinal: false });
    act(() => transcriber?.stop());
    expect(words.partials).toEqual(['so', '']);
    expect(words.dispose).toHaveBeenCalled();
  });
});
