import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { toWav, WAV_HEADER_BYTES } from '#server/speech/wav.ts';
import { INTERVIEW_SENTENCES, keyWordsHeard } from './fixture-sentences.ts';
import { type PocketsphinxPeer, pocketsphinxAvailable, startPocketsphinxPeer } from './pocketsphinx-peer.ts';
import { speechFixturesAvailable, synthesizeWav } from './speech-fixtures.ts';

const unavailable = [pocketsphinxAvailable, speechFixturesAvailable].find((tool) => !tool.available);

type Upload = {
  file?: Blob | null;
  fileName?: string;
  model?: string | null;
  fields?: Record<string, string>;
};

function transcriptionForm({ file, fileName = 'utterance.wav', model = 'whisper-1', fields = {} }: Upload) {
  const form = new FormData();
  if (file) form.set('file', file, fileName);
  if (model) form.set('model', model);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const blob = (bytes: Buffer | string, type = '') =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
const wavBlob = (wavPath: string) => blob(readFileSync(wavPath), 'audio/wav');

describe.skipIf(unavailable)(`pocketsphinx transcription peer ${unavailable?.reason ?? ''}`, () => {
  let peer: PocketsphinxPeer;
  const post = (form: FormData, headers: Record<string, string> = {}) =>
    fetch(`${peer.url}/audio/transcriptions`, { method: 'POST', body: form, headers });

  beforeAll(async () => {
    peer = await startPocketsphinxPeer();
  });
  afterAll(() => peer.close());

  it.each(INTERVIEW_SENTENCES)(
    'hears the key words of "$text", faster than it was said',
    async (sentence) => {
      const wav = readFileSync(await synthesizeWav(sentence.text));
      const response = await post(transcriptionForm({ file: blob(wav, 'audio/wav') }));

      expect(response.status).toBe(200);
      const body = (await response.json()) as { text: string };
      expect(keyWordsHeard(sentence, body.text)).toEqual(sentence.keyWords);
      const request = peer.requests.at(-1);
      expect(request).toMatchObject({
        status: 200,
        model: 'whisper-1',
        fileName: 'utterance.wav',
        mimeType: 'audio/wav',
        fileBytes: wav.length,
        text: body.text,
      });
      const spokenMs = ((wav.length - WAV_HEADER_BYTES) / PCM_BYTES_PER_SECOND) * 1000;
      expect(request?.recognitionMs).toBeLessThan(spokenMs);
    },
  );

  it('hears a second voice as well (en-us+klatt6)', async () => {
    const [, candidate] = INTERVIEW_SENTENCES;
    const wav = await synthesizeWav(candidate.text, { voice: 'en-us+klatt6' });
    const response = await post(transcriptionForm({ file: wavBlob(wav), fields: { language: 'en' } }));
    const body = (await response.json()) as { text: string };
    expect(keyWordsHeard(candidate, body.text)).toEqual(candidate.keyWords);
    expect(peer.requests.at(-1)?.language).toBe('en');
  });

  it('hears nothing in silence', async () => {
    const response = await post(transcriptionForm({ file: blob(toWav(Buffer.alloc(32_000))) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: '' });
  });

  it('answers plain text when response_format is text', async () => {
    const [, , conflict] = INTERVIEW_SENTENCES;
    const form = transcriptionForm({
      file: wavBlob(await synthesizeWav(conflict.text)),
      fields: { response_format: 'text' },
    });
    const response = await post(form);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(keyWordsHeard(conflict, await response.text())).toEqual(conflict.keyWords);
  });

  it.each([
    { name: 'no file', upload: { file: null }, param: 'file' },
    { name: 'no model', upload: { model: null }, param: 'model' },
    {
      name: 'a file that is not a WAV',
      upload: { file: blob('ID3 not audio'), fileName: 'clip.mp3' },
      param: 'file',
    },
    {
      name: 'a WAV at 44.1 kHz',
      upload: { file: blob(toWav(Buffer.alloc(4410), 44_100)) },
      param: 'file',
    },
    {
      name: 'an unsupported response_format',
      upload: { fields: { response_format: 'srt' } },
      param: 'response_format',
    },
  ])('refuses $name with a 400 in OpenAI’s error shape', async ({ upload, param }) => {
    const response = await post(transcriptionForm({ file: blob(toWav(Buffer.alloc(3200))), ...upload }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'invalid_request_error', param });
    expect(body.error.message).toEqual(expect.any(String));
    expect(peer.requests.at(-1)?.status).toBe(400);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await fetch(`${peer.url}/audio/transcriptions`, {
      method: 'POST',
      body: '{"model":"whisper-1"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 in OpenAI’s error shape for another path', async () => {
    const response = await fetch(`${peer.url}/audio/translations`, {
      method: 'POST',
      body: transcriptionForm({}),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        message: 'Invalid URL (POST /v1/audio/translations)',
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
  });
});

describe.skipIf(unavailable)('pocketsphinx transcription peer with an API key', () => {
  let peer: PocketsphinxPeer;
  beforeAll(async () => {
    peer = await startPocketsphinxPeer({ apiKey: 'sk-test-peer' });
  });
  afterAll(() => peer.close());

  it.each([
    { name: 'no key', headers: {} as Record<string, string>, code: null },
    { name: 'a wrong key', headers: { authorization: 'Bearer sk-wrong' }, code: 'invalid_api_key' },
  ])('refuses $name with 401', async ({ headers, code }) => {
    const body = transcriptionForm({ file: blob(toWav(Buffer.alloc(3200))) });
    const response = await fetch(`${peer.url}/audio/transcriptions`, { method: 'POST', body, headers });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: unknown }).error).toMatchObject({
      type: 'invalid_request_error',
      code,
    });
  });

  it('transcribes with the right key', async () => {
    const [first] = INTERVIEW_SENTENCES;
    const body = transcriptionForm({ file: wavBlob(await synthesizeWav(first.text)) });
    const response = await fetch(`${peer.url}/audio/transcriptions`, {
      method: 'POST',
      body,
      headers: { authorization: 'Bearer sk-test-peer' },
    });
    expect(keyWordsHeard(first, ((await response.json()) as { text: string }).text)).toEqual(first.keyWords);
  });
});
