import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { SpeechError } from '#server/speech/speech-provider.ts';
import { type FakeAzureOptions, FakeAzureSpeech } from '#server/speech/testing/fake-azure-speech.ts';
import { frames, silence, speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import type { AzureRecordingSettings } from './azure-recording.ts';
import { createAzureSpeechProvider } from './azure-speech.provider.ts';

let fake: FakeAzureSpeech | undefined;
let mute: Server | undefined;
afterEach(async () => {
  await fake?.close();
  mute?.close();
  fake = undefined;
  mute = undefined;
});

const provider = (
  endpoint: string,
  setup: { key?: string; diarize?: boolean; settings?: Partial<AzureRecordingSettings> } = {},
) =>
  createAzureSpeechProvider(
    { key: setup.key ?? 'fake-key', region: undefined, endpoint, diarize: setup.diarize ?? false },
    { endTimeoutMs: 3000, stallTimeoutMs: 3000, ...setup.settings },
  );
async function fakeService(options: FakeAzureOptions) {
  fake = new FakeAzureSpeech(options);
  return { fake, endpoint: await fake.start() };
}

/** Utterances of `ms` each, 700 ms apart, read in half-second chunks as a file would be. */
const recording = (...ms: number[]) =>
  Buffer.concat([silence(300), ...ms.flatMap((m) => [speechBurst(m, 400), silence(700)])]);
const chunks = (audio: Buffer, onRead: (read: number) => void = () => {}) =>
  (async function* () {
    let read = 0;
    for (const chunk of frames(audio, 500)) {
      read += chunk.length;
      onRead(read);
      yield chunk;
    }
  })();

describe('Azure Speech provider transcribing a recording (the real SDK against a local service)', () => {
  it('returns only the finals, in order, with their offsets in the recording', async () => {
    const { fake, endpoint } = await fakeService({ phrases: ['First answer.', 'Second.', 'Third one.'] });
    const audio = recording(1500, 600, 900);
    const results = await provider(endpoint).transcribe?.(chunks(audio), { language: 'en-US' });
    expect(results).toEqual([
      { text: 'First answer.', isFinal: true, offsetMs: 100, durationMs: 1900, speakerLabel: undefined },
      { text: 'Second.', isFinal: true, offsetMs: 2300, durationMs: 1000, speakerLabel: undefined },
      { text: 'Third one.', isFinal: true, offsetMs: 3600, durationMs: 1300, speakerLabel: undefined },
    ]);
    expect(fake.connections).toMatchObject([{ audioBytes: audio.length, ended: true }]);
  });

  it('keeps the speaker labels when the recording is diarized', async () => {
    const { endpoint } = await fakeService({
      phrases: [
        { text: 'How did you start?', speakerId: 'Guest-1' },
        { text: 'As a tester.', speakerId: 'Guest-2' },
      ],
    });
    const results = await provider(endpoint, { diarize: true }).transcribe?.(chunks(recording(900, 900)), {
      language: 'en-US',
    });
    expect(results?.map((r) => [r.text, r.speakerLabel])).toEqual([
      ['How did you start?', 'Guest-1'],
      ['As a tester.', 'Guest-2'],
    ]);
  });

  it('reads the recording only as fast as the SDK sends it on', async () => {
    const { fake, endpoint } = await fakeService({ phrases: (i) => `Line ${i + 1}.` });
    const audio = recording(600, 600, 600, 600, 600); // 6.8 s
    let heardAtLastRead = 0;
    const read = chunks(audio, (bytes) => {
      if (bytes === audio.length) heardAtLastRead = fake.connections[0]?.audioBytes ?? 0;
    });
    const settings = { aheadMs: 500 };
    const results = await provider(endpoint, { settings }).transcribe?.(read, { language: 'en-US' });
    expect(results).toHaveLength(5);
    // The SDK sends its first 5 s at once, then twice as fast as spoken; the last chunk is read
    // once the service has all but the 0.5 s ahead, the chunk before and what is on its way.
    expect(heardAtLastRead).toBeGreaterThanOrEqual(audio.length - 2 * PCM_BYTES_PER_SECOND);
  });

  it.each([
    ['a refused key', { key: 'the-right-key' }, 'unauthorized', false],
    ['an unavailable service', { refuse: 503 }, 'unavailable', true],
  ] as const)('fails on %s with the first error, reading no further', async (_, options, code, retryable) => {
    const { fake, endpoint } = await fakeService({ ...options, phrases: ['never'] });
    let read = 0;
    const audio = recording(...Array.from({ length: 40 }, () => 800)); // 60 s
    const failure = await provider(endpoint)
      .transcribe?.(
        chunks(audio, (bytes) => {
          read = bytes;
        }),
        { language: 'en-US' },
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SpeechError);
    expect(failure).toMatchObject({ code, retryable });
    expect(read).toBeLessThan(audio.length / 4);
    expect(fake.connections).toEqual([]);
  });

  it('gives up with a timeout on a service that never takes the audio', async () => {
    mute = createServer(() => {}); // accepts the connection, never answers the upgrade
    await new Promise<void>((resolve) => mute?.listen(0, '127.0.0.1', resolve));
    const address = mute.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const settings = { endTimeoutMs: 300, stallTimeoutMs: 300 };
    const started = Date.now();
    const failure = await provider(`ws://127.0.0.1:${port}/speech`, { settings })
      .transcribe?.(chunks(recording(800, 800, 800, 800, 800)), { language: 'en-US' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up with a timeout when the last results never come', async () => {
    const { endpoint } = await fakeService({ silent: true, phrases: ['unheard'] });
    const failure = await provider(endpoint, { settings: { endTimeoutMs: 300 } })
      .transcribe?.(chunks(recording(800)), { language: 'en-US' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'timeout', retryable: true });
  });
});
