import { afterEach, describe, expect, it } from 'vitest';
import { speechConfig } from '#server/config-speech.ts';
import type { SpeechError, SpeechResult, SpeechSpan } from '#server/speech/speech-provider.ts';
import { createSpeechProvider } from '#server/speech/speech-providers.ts';
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from '#server/speech/testing/fake-transcription-server.ts';
import { dominantHz, frames, silence, speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import { speechOnThread, type ThreadedSpeech } from './speech-thread.ts';

/** The fake "hears" a burst as the word for its pitch. */
const heard = (pcm: Buffer) =>
  Math.abs(dominantHz(pcm) - 300) < Math.abs(dominantHz(pcm) - 700) ? 'low' : 'high';
const DYING = new URL('./testing/dying-speech-worker.mjs', import.meta.url);

let fake: FakeTranscriptionServer | undefined;
const stops: string[] = [];
let speech: ThreadedSpeech | undefined;
afterEach(async () => {
  await speech?.close();
  await fake?.close();
  speech = undefined;
  fake = undefined;
  stops.length = 0;
});

async function open(entry?: URL) {
  fake = await startFakeTranscriptionServer({ model: 'whisper-1', transcript: (r) => heard(r.pcm) });
  const config = speechConfig({ TRANSCRIBE_BASE_URL: fake.url, TRANSCRIBE_PARTIAL_MS: 0 } as never);
  const inProcess = await createSpeechProvider(config);
  if (!inProcess) throw new Error('no provider');
  speech = speechOnThread(config, inProcess, { onError: (error) => stops.push(String(error)), entry });
  const results: SpeechResult[] = [];
  const errors: { error: SpeechError; span?: SpeechSpan | undefined }[] = [];
  let prompt = 'Ada Lovelace. Rust, Postgres.';
  const stream = speech.open(
    { language: 'en-US', prompt: () => prompt },
    { onResult: (r) => results.push(r), onError: (error, span) => errors.push({ error, span }) },
  );
  const say = (audio: Buffer) => {
    for (const frame of frames(audio, 40)) stream.write(frame);
  };
  const setPrompt = (next: string) => {
    prompt = next;
  };
  return { fake, stream, results, errors, say, setPrompt };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(done()).toBe(true);
};

describe('speech on a thread of its own', () => {
  it('hears each utterance on the thread: finals in order, at their place, with the prompt of the moment', async () => {
    const { fake, stream, results, errors, say, setPrompt } = await open();
    say(Buffer.concat([silence(400), speechBurst(700, 300), silence(700)]));
    await until(() => results.length === 1);
    setPrompt('Grace Hopper. COBOL.');
    say(Buffer.concat([speechBurst(700, 700), silence(700)]));
    await stream.end();
    expect(results.map((r) => [r.text, r.isFinal])).toEqual([
      ['low', true],
      ['high', true],
    ]);
    // The segmenter keeps 200 ms before each utterance's onset.
    expect(results.map((r) => r.offsetMs)).toEqual([200, 1_600]);
    expect(fake.requests.map((r) => r.prompt)).toEqual([
      'Ada Lovelace. Rust, Postgres.',
      'Grace Hopper. COBOL.',
    ]);
    expect(errors).toEqual([]);
  });

  it('replaces a thread that dies: the utterance it held is reported lost, the stream goes on at its place', async () => {
    const { stream, results, errors, say } = await open(DYING);
    say(Buffer.concat([silence(400), speechBurst(700, 300), silence(700)]));
    await until(() => results.length === 1);
    say(speechBurst(300, 700));
    stream.write(Buffer.from('DIE!'.repeat(320)));
    await until(() => errors.length === 1);
    expect(errors[0]?.error).toMatchObject({ code: 'unavailable', retryable: true });
    expect(errors[0]?.span).toBeUndefined();
    expect(stops).toEqual([expect.stringContaining('The speech thread stopped (exit code 1)')]);
    // 2.14 s of the stream went to the first thread; what follows is placed after it.
    say(Buffer.concat([silence(500), speechBurst(700, 700), silence(700)]));
    await stream.end();
    expect(results.map((r) => r.text)).toEqual(['low', 'high']);
    expect(results[1]?.offsetMs).toBe(2_140 + 500 - 200);
  });

  it('ends its thread when closed; a stream opened after that is refused', async () => {
    const { stream, say } = await open();
    say(silence(200));
    await speech?.close();
    await expect(stream.end()).resolves.toBeUndefined();
    expect(() => speech?.open({ language: 'en-US' }, { onResult() {}, onError() {} })).toThrow(
      'The speech service could not be reached',
    );
  });
});
