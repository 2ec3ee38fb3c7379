import { APIError } from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechError } from '#server/speech/speech-provider.ts';
import {
  type FakeTranscriptionOptions,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from '#server/speech/testing/fake-transcription-server.ts';
import { speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import { createTranscriptionClient, isoLanguage, retryAfterMs } from './transcription-client.ts';

let fake: FakeTranscriptionServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(
  options: FakeTranscriptionOptions,
  settings: { apiKey?: string; timeoutMs?: number } = {},
) {
  const { apiKey, timeoutMs } = { apiKey: 'sk-test', timeoutMs: 5000, ...settings };
  fake = await startFakeTranscriptionServer({ model: 'whisper-1', ...options });
  const waits: number[] = [];
  const client = createTranscriptionClient(
    { baseUrl: fake.url, apiKey, model: 'whisper-1', timeoutMs },
    async (ms) => void waits.push(ms),
  );
  return { fake, client, waits };
}

const audio = speechBurst(600, 300);
/** One try unless asked (the retries have their own tests below). */
const refusal = (client: ReturnType<typeof createTranscriptionClient>, attempts = 1) =>
  client.transcribe(audio, { language: 'en-US', attempts }).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('transcription client', () => {
  it('sends one 16 kHz WAV with the model, the language and a JSON reply asked for', async () => {
    const { fake, client } = await setup({ script: [' Tell me about yourself. '] });
    expect(await client.transcribe(audio, { language: 'en-US' })).toBe('Tell me about yourself.');
    const [request] = fake.requests;
    expect(request).toMatchObject({
      model: 'whisper-1',
      language: 'en',
      responseFormat: 'json',
      fileName: 'utterance.wav',
      contentType: 'audio/wav',
      authorization: 'Bearer sk-test',
      wav: { sampleRate: 16_000, channels: 1, bitsPerSample: 16, dataBytes: audio.length },
    });
    expect(request?.pcm.equals(audio)).toBe(true);
  });

  it('sends no key to a self-hosted server, not even one from the environment', async () => {
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = 'sk-from-env';
    try {
      const { fake, client } = await setup({ script: ['hello'] }, { apiKey: undefined });
      expect(await client.transcribe(audio, { language: 'de-DE' })).toBe('hello');
      expect(fake.requests[0]).toMatchObject({ authorization: undefined, language: 'de' });
    } finally {
      if (saved === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = saved;
    }
  });

  it.each([
    [401, 'unauthorized', false],
    [403, 'unauthorized', false],
    [500, 'unavailable', true],
    [503, 'unavailable', true],
  ] as const)('maps a %s refusal to %s', async (status, code, retryable) => {
    const { fake, client } = await setup({ failures: [status] });
    const error = await refusal(client);
    expect(error).toBeInstanceOf(SpeechError);
    expect(error).toMatchObject({ code, retryable });
    expect(fake.requests).toHaveLength(1);
  });

  it('tries a 5xx, a reset and a timeout again with growing waits, and succeeds once the server answers', async () => {
    const { fake, client, waits } = await setup(
      { failures: [503, 'reset', 'hang'], script: ['back again'] },
      { timeoutMs: 300 },
    );
    expect(await client.transcribe(audio, { language: 'en' })).toBe('back again');
    expect(fake.requests).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('gives up after four tries of a passing failure, and never retries a refusal of the key', async () => {
    const down = await setup({ failures: [500, 500, 500, 500, 500] });
    expect(await refusal(down.client, 4)).toMatchObject({ code: 'unavailable', retryable: true });
    expect(down.fake.requests).toHaveLength(4);
    await down.fake.close();
    const refused = await setup({ failures: [401] });
    expect(await refusal(refused.client, 4)).toMatchObject({ code: 'unauthorized' });
    expect(refused.fake.requests).toHaveLength(1);
  });

  it('waits a 429’s Retry-After before the next try, and reports rate_limited when the tries run out', async () => {
    const first = await setup({ failures: [429], retryAfter: '2', script: ['after the wait'] });
    expect(await first.client.transcribe(audio, { language: 'en' })).toBe('after the wait');
    expect(first.waits).toEqual([2000]);
    await first.fake.close();

    const second = await setup({ failures: [429, 429, 429] });
    expect(await refusal(second.client, 2)).toMatchObject({ code: 'rate_limited', retryable: true });
    expect(second.fake.requests.map((r) => r.status)).toEqual([429, 429]);
  });

  it('sends the prompt, cut to its last 400 characters, and no prompt field when there is none', async () => {
    const { fake, client } = await setup({ script: ['one', 'two'] });
    await client.transcribe(audio, { language: 'en', prompt: `${'x'.repeat(500)} Ada Lovelace, Rust.` });
    await client.transcribe(audio, { language: 'en' });
    expect(fake.requests[0]?.prompt).toHaveLength(400);
    expect(fake.requests[0]?.prompt?.endsWith('Ada Lovelace, Rust.')).toBe(true);
    expect(fake.requests[1]?.prompt).toBeUndefined();
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const { client } = await setup({ failures: ['hang'] }, { timeoutMs: 300 });
    const started = Date.now();
    expect(await refusal(client)).toMatchObject({ code: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a server that cannot be reached, an unknown model and a wrong key', async () => {
    const gone = await setup({});
    await gone.fake.close();
    expect(await refusal(gone.client)).toMatchObject({ code: 'unavailable', retryable: true });

    fake = await startFakeTranscriptionServer({ model: 'Systran/faster-whisper-small', apiKey: 'right' });
    const wrongModel = createTranscriptionClient({
      baseUrl: fake.url,
      apiKey: 'right',
      model: 'tiny',
      timeoutMs: 5000,
    });
    expect(await refusal(wrongModel)).toMatchObject({ code: 'unavailable', retryable: false });
    const wrongKey = createTranscriptionClient({
      baseUrl: fake.url,
      apiKey: 'wrong',
      model: 'Systran/faster-whisper-small',
      timeoutMs: 5000,
    });
    expect(await refusal(wrongKey)).toMatchObject({ code: 'unauthorized' });
  });

  it('reads Retry-After as seconds or a date, and waits a second otherwise', () => {
    const limited = (value: string) =>
      new APIError(429, undefined, 'Rate limit reached', new Headers({ 'retry-after': value }));
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(retryAfterMs(limited('3'), now)).toBe(3000);
    expect(retryAfterMs(limited('Sat, 01 Mar 2025 10:00:04 GMT'), now)).toBe(4000);
    expect(retryAfterMs(limited('600'), now)).toBe(10_000);
    expect(retryAfterMs(limited('soon'), now)).toBe(1000);
    expect(retryAfterMs(new Error('no headers'))).toBe(1000);
    expect(isoLanguage('pt-BR')).toBe('pt');
  });
});
