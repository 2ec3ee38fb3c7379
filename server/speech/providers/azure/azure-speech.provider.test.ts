import { afterEach, describe, expect, it } from 'vitest';
import type { SpeechError, SpeechResult, SpeechStream } from '#server/speech/speech-provider.ts';
import { type FakeAzureOptions, FakeAzureSpeech } from '#server/speech/testing/fake-azure-speech.ts';
import { frames, silence, speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import { createAzureSpeechProvider } from './azure-speech.provider.ts';
import { AZURE_STREAM_DEFAULTS, type AzureStreamSettings } from './azure-stream.ts';

let fake: FakeAzureSpeech | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function open(
  options: FakeAzureOptions,
  setup: { key?: string; diarize?: boolean; settings?: Partial<AzureStreamSettings> } = {},
) {
  fake = new FakeAzureSpeech(options);
  const endpoint = await fake.start();
  const provider = createAzureSpeechProvider(
    { key: setup.key ?? 'fake-key', region: undefined, endpoint, diarize: setup.diarize ?? false },
    { ...AZURE_STREAM_DEFAULTS, endTimeoutMs: 3000, ...setup.settings },
  );
  const results: SpeechResult[] = [];
  const errors: SpeechError[] = [];
  const stream = provider.open(
    { language: 'en-US' },
    { onResult: (r) => results.push(r), onError: (e) => errors.push(e) },
  );
  return { fake, provider, stream, results, errors };
}

const speech = (...ms: number[]) =>
  Buffer.concat([silence(300), ...ms.flatMap((m) => [speechBurst(m, 400), silence(700)])]);
const send = (stream: SpeechStream, audio: Buffer) => {
  for (const frame of frames(audio, 100)) stream.write(frame);
};
const finals = (results: SpeechResult[]) => results.filter((r) => r.isFinal);
const until = async (check: () => boolean, ms = 3000) => {
  for (const started = Date.now(); !check() && Date.now() - started < ms; )
    await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('Azure Speech provider (the real SDK against a local speech service)', () => {
  it('streams partial results while someone speaks, then each final, with no speaker labels', async () => {
    const { fake, stream, results, errors } = await open({
      phrases: ['Tell me about yourself.', 'Why this role?'],
    });
    const audio = speech(1500, 1000);
    send(stream, audio);
    await stream.end();
    expect(errors).toEqual([]);
    expect(finals(results).map((r) => r.text)).toEqual(['Tell me about yourself.', 'Why this role?']);
    // Audio sent faster than spoken: the second utterance's partials may come before the first final.
    const partials = results.filter((r) => !r.isFinal).map((r) => r.text);
    expect([...new Set(partials)]).toEqual(['tell', 'tell me', 'tell me about', 'why', 'why this']);
    expect(results[0]).toMatchObject({ isFinal: false, text: 'tell' });
    const firstFinal = results.findIndex((r) => r.isFinal);
    expect(results.slice(0, firstFinal).map((r) => r.text)).toContain('tell me about');
    expect(results.every((r) => r.speakerLabel === undefined)).toBe(true);
    expect(finals(results)[0]).toMatchObject({ offsetMs: 100, durationMs: 1900 }); // 200 ms before and after the speech;
    // Exactly the bytes written reached the service (no pooled Buffer slabs).
    expect(fake.connections[0]).toMatchObject({ audioBytes: audio.length, ended: true, key: 'fake-key' });
    expect(fake.connections[0]?.query.get('language')).toBe('en-US');
  });

  it('keeps the speaker ids of conversation transcription, on partials too', async () => {
    const { fake, stream, results } = await open(
      {
        phrases: [
          { text: 'How did you start?', speakerId: 'Guest-1' },
          { text: 'As a tester.', speakerId: 'Guest-2' },
        ],
      },
      { diarize: true },
    );
    send(stream, speech(900, 900));
    await stream.end();
    expect(finals(results).map((r) => [r.text, r.speakerLabel])).toEqual([
      ['How did you start?', 'Guest-1'],
      ['As a tester.', 'Guest-2'],
    ]);
    expect(results.filter((r) => !r.isFinal).map((r) => r.speakerLabel)).toContain('Guest-1');
    expect(fake.connections[0]?.context).toMatchObject({
      phraseDetection: { mode: 'Conversation', speakerDiarization: { diarizeIntermediates: true } },
    });
  });

  it('ignores what the service could not match to words', async () => {
    const { stream, results, errors } = await open({
      phrases: [{ text: '', status: 'NoMatch' }, 'Next question.'],
    });
    send(stream, speech(600, 800));
    await stream.end();
    expect(finals(results).map((r) => r.text)).toEqual(['Next question.']);
    expect(errors).toEqual([]);
  });

  it('reports a refused key as unauthorized and stops sending', async () => {
    const { fake, stream, results, errors } = await open({ key: 'the-right-key', phrases: ['never'] });
    send(stream, speech(800));
    await until(() => errors.length > 0);
    const attempts = fake.upgrades;
    send(stream, speech(800));
    await stream.end();
    expect(errors.map((e) => [e.code, e.retryable])).toEqual([['unauthorized', false]]);
    expect(fake.upgrades).toBe(attempts);
    expect(results).toEqual([]);
  });

  it('reports a throttled service as rate_limited, then reconnects for the audio that follows', async () => {
    const { fake, stream, results, errors } = await open(
      { refuse: 429, phrases: ['After the outage.'] },
      { settings: { reconnectDelaysMs: [0] } },
    );
    send(stream, speech(800));
    await until(() => errors.length > 0);
    expect(errors.map((e) => [e.code, e.retryable])).toEqual([['rate_limited', true]]);
    fake.refuse = undefined;
    send(stream, speech(800));
    await stream.end();
    expect(finals(results)).toMatchObject([{ text: 'After the outage.' }]);
    expect(finals(results)[0]?.offsetMs).toBeGreaterThan(1800);
  });

  it('gives up on a service that never answers with a timeout when the audio ends', async () => {
    const { stream, results, errors } = await open(
      { silent: true, phrases: ['unheard'] },
      { settings: { endTimeoutMs: 500 } },
    );
    send(stream, speech(800));
    const started = Date.now();
    await stream.end();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(errors.map((e) => [e.code, e.retryable])).toEqual([['timeout', true]]);
    expect(results).toEqual([]);
  });
});
