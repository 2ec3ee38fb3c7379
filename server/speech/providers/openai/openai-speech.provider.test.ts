import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechError, SpeechResult, SpeechSpan, SpeechStream } from '#server/speech/speech-provider.ts';
import {
  type FakeTranscriptionOptions,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from '#server/speech/testing/fake-transcription-server.ts';
import {
  dominantHz,
  frames,
  silence,
  speechBurst,
  spokenPcm,
} from '#server/speech/testing/synthetic-audio.ts';
import { createOpenAiSpeechProvider } from './openai-speech.provider.ts';

let fake: FakeTranscriptionServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The fake "hears" a burst as the word for its pitch. */
const WORDS: Record<number, string> = {
  300: 'alpha',
  500: 'bravo',
  700: 'charlie',
  900: 'delta',
  1100: 'echo',
};
const heard = (pcm: Buffer) => {
  const hz = dominantHz(pcm);
  const nearest = Object.keys(WORDS).reduce((a, b) =>
    Math.abs(Number(b) - hz) < Math.abs(Number(a) - hz) ? b : a,
  );
  return WORDS[Number(nearest)] ?? '?';
};
const bursts = (...hz: number[]) =>
  Buffer.concat([silence(400), ...hz.flatMap((h) => [speechBurst(700, h), silence(700)])]);

async function open(
  options: FakeTranscriptionOptions,
  settings: { partialMs?: number; timeoutMs?: number } = {},
) {
  fake = await startFakeTranscriptionServer({
    model: 'whisper-1',
    transcript: (r) => heard(r.pcm),
    ...options,
  });
  const provider = createOpenAiSpeechProvider({
    baseUrl: fake.url,
    apiKey: 'sk-test',
    model: 'whisper-1',
    partialMs: settings.partialMs ?? 0,
    timeoutMs: settings.timeoutMs ?? 5000,
  });
  const results: SpeechResult[] = [];
  const errors: SpeechError[] = [];
  const spans: (SpeechSpan | undefined)[] = [];
  const stream = provider.open(
    { language: 'en-US', prompt: () => 'Ada Lovelace, Grace Hopper. Rust, Postgres.' },
    {
      onResult: (r) => results.push(r),
      onError: (e, span) => {
        errors.push(e);
        spans.push(span);
      },
    },
  );
  return { fake, provider, stream, results, errors, spans };
}

const send = (stream: SpeechStream, audio: Buffer, frameMs = 100) => {
  for (const frame of frames(audio, frameMs)) stream.write(frame);
};
const finals = (results: SpeechResult[]) => results.filter((r) => r.isFinal).map((r) => r.text);

describe('OpenAI-style speech provider', () => {
  it('sends each utterance once it ends, one request per burst, finals in the order spoken', async () => {
    const slowFirst = (r: { pcm: Buffer }) =>
      new Promise<string>((resolve) =>
        setTimeout(() => resolve(heard(r.pcm)), heard(r.pcm) === 'alpha' ? 300 : 10),
      );
    const { fake, stream, results, errors } = await open({ transcript: slowFirst });
    send(stream, bursts(300, 500, 700));
    await stream.end();
    expect(fake.requests).toHaveLength(3);
    expect(finals(results)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(results[0]).toMatchObject({ offsetMs: 200, durationMs: 1100 });
    expect(errors).toEqual([]);
  });

  it('keeps at most two requests open per stream however fast the audio comes', async () => {
    const { fake, stream, results } = await open({ delayMs: 150 });
    send(stream, bursts(300, 500, 700, 900, 1100));
    await stream.end();
    expect(fake.requests).toHaveLength(5);
    expect(fake.maxInFlight).toBe(2);
    expect(finals(results)).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
  });

  it('sends real speech sentence by sentence', async () => {
    const sentences = ['Why do you want this job?', 'I like hard problems.'];
    const { fake, stream, results } = await open({ script: sentences });
    send(stream, Buffer.concat(sentences.flatMap((s) => [silence(800), spokenPcm(s)]).concat(silence(800))));
    await stream.end();
    expect(fake.requests).toHaveLength(2);
    expect(finals(results)).toEqual(sentences);
  });

  it.each([
    [[401], 'unauthorized', 1],
    [[403], 'unauthorized', 1],
    [[500, 500, 500, 500], 'unavailable', 4],
  ] as const)(
    'reports %s as %s after %s tries, with the utterance’s place, and goes on with the next',
    async (failures, code, tries) => {
      const { fake, stream, results, errors, spans } = await open({
        failures: [...failures],
        retryAfter: '0',
      });
      send(stream, bursts(300));
      await vi.waitFor(() => expect(errors).toHaveLength(1), 10_000);
      send(stream, Buffer.concat([speechBurst(700, 500), silence(700)]));
      await stream.end();
      expect(errors.map((e) => e.code)).toEqual([code]);
      expect(spans).toEqual([{ offsetMs: 200, durationMs: 1100 }]);
      expect(fake.requests).toHaveLength(tries + 1);
      expect(finals(results)).toEqual(['bravo']);
    },
  );

  it('tries a 5xx and a 429 again, so one failed request loses no line', async () => {
    const { fake, stream, results, errors } = await open({ failures: [503, 429], retryAfter: '0' });
    send(stream, bursts(300));
    await stream.end();
    expect([fake.requests.length, finals(results), errors]).toEqual([3, ['alpha'], []]);
  });

  it('reports requests that keep hanging as a timeout, without holding up later finals for ever', async () => {
    const hangs = ['hang', 'hang', 'hang', 'hang'] as const;
    const { stream, results, errors } = await open({ failures: [...hangs] }, { timeoutMs: 200 });
    send(stream, bursts(300));
    await vi.waitFor(() => expect(errors).toHaveLength(1), 10_000);
    send(stream, Buffer.concat([speechBurst(700, 500), silence(700)]));
    await stream.end();
    expect(errors.map((e) => [e.code, e.retryable])).toEqual([['timeout', true]]);
    expect(finals(results)).toEqual(['bravo']);
  }, 15_000);

  it('transcribes the utterance in progress at most every partialMs, and never after its final', async () => {
    const { fake, stream, results } = await open(
      { transcript: (r) => `${heard(r.pcm)} ${Math.round(r.pcm.length / 32)}ms` },
      { partialMs: 300 },
    );
    const audio = Buffer.concat([silence(400), speechBurst(2000, 500), silence(700)]);
    for (const frame of frames(audio, 100)) {
      stream.write(frame); // in real time: one 100 ms frame every 100 ms
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stream.end();
    const partials = results.filter((r) => !r.isFinal);
    expect(partials.length).toBeGreaterThanOrEqual(4);
    expect(partials.length).toBeLessThanOrEqual(8);
    expect(partials.every((p) => p.text.startsWith('bravo'))).toBe(true);
    expect(results.at(-1)).toMatchObject({ isFinal: true, text: 'bravo 2400ms' });
    const times = fake.requests.map((r) => r.receivedAt);
    for (let i = 1; i < times.length - 1; i += 1)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThan(250);
  });

  it('transcribes a recording after an outage with the same segmentation, finals only', async () => {
    const { provider } = await open({});
    async function* spool() {
      yield* frames(bursts(300, 500, 700), 1000);
    }
    const results = await provider.transcribe?.(spool(), { language: 'en-US' });
    expect(results?.map((r) => [r.text, r.isFinal, r.offsetMs])).toEqual([
      ['alpha', true, 200],
      ['bravo', true, 1600],
      ['charlie', true, 3000],
    ]);
    fake?.setMode(503);
    await expect(provider.transcribe?.(spool(), { language: 'en-US' })).rejects.toMatchObject({
      code: 'unavailable',
      retryable: true,
    });
    fake?.setMode('ok');
    expect(await provider.transcribe?.(spool(), { language: 'en-US' })).toHaveLength(3);
  });

  it('takes writes of any size, never throws out of write, and ignores audio after end', async () => {
    const { fake, stream, results } = await open({});
    expect(() => stream.write(Buffer.alloc(0))).not.toThrow();
    const audio = bursts(300);
    for (let i = 0; i < audio.length; i += 333) stream.write(audio.subarray(i, i + 333));
    await stream.end();
    stream.write(speechBurst(1000, 500));
    await stream.end();
    expect(fake.requests).toHaveLength(1);
    expect(finals(results)).toEqual(['alpha']);
  });
});
