import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startFakeTranscriptionServer } from '#server/speech/testing/fake-transcription-server.ts';
import { frames, silence, speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import { createSpeechProvider } from './speech-providers.ts';

const speechConfig = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-speech-')), ...env }).speech;

describe('createSpeechProvider', () => {
  it('has no server provider without a key or a transcription server: the browser transcribes', async () => {
    expect(await createSpeechProvider(speechConfig({}))).toBeUndefined();
    expect(
      await createSpeechProvider(
        speechConfig({
          SPEECH_PROVIDER: 'browser',
          AZURE_SPEECH_KEY: 'k',
          AZURE_SPEECH_REGION: 'westeurope',
        }),
      ),
    ).toBeUndefined();
  });

  it('picks Azure when its key is set, diarizing when asked', async () => {
    const plain = await createSpeechProvider(
      speechConfig({ AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' }),
    );
    expect(plain).toMatchObject({ name: 'azure', diarizes: false });
    expect(plain?.transcribe).toEqual(expect.any(Function));
    const diarizing = await createSpeechProvider(
      speechConfig({
        AZURE_SPEECH_KEY: 'k',
        AZURE_SPEECH_REGION: 'westeurope',
        AZURE_SPEECH_DIARIZE: 'true',
      }),
    );
    expect(diarizing).toMatchObject({ name: 'azure', diarizes: true });
  });

  it('picks an OpenAI-style server by base URL, or OpenAI by key, and Azure first when both are set', async () => {
    const selfHosted = {
      TRANSCRIBE_BASE_URL: 'http://localhost:8000/v1',
      TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
    };
    expect(await createSpeechProvider(speechConfig(selfHosted))).toMatchObject({
      name: 'openai',
      diarizes: false,
    });
    expect(await createSpeechProvider(speechConfig({ OPENAI_API_KEY: 'sk-x' }))).toMatchObject({
      name: 'openai',
    });
    const both = { ...selfHosted, AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' };
    expect((await createSpeechProvider(speechConfig(both)))?.name).toBe('azure');
    expect((await createSpeechProvider(speechConfig({ ...both, SPEECH_PROVIDER: 'openai' })))?.name).toBe(
      'openai',
    );
  });

  it('builds a provider that reaches the configured server with the configured model', async () => {
    const fake = await startFakeTranscriptionServer({
      model: 'Systran/faster-whisper-small',
      script: ['Hello.'],
    });
    try {
      const provider = await createSpeechProvider(
        speechConfig({
          TRANSCRIBE_BASE_URL: fake.url,
          TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
          SPEECH_LANGUAGE: 'fr-FR',
        }),
      );
      const results: string[] = [];
      const stream = provider?.open(
        { language: 'fr-FR' },
        { onResult: (r) => results.push(r.text), onError: () => {} },
      );
      for (const frame of frames(Buffer.concat([speechBurst(600, 300), silence(700)]))) stream?.write(frame);
      await stream?.end();
      expect(results).toEqual(['Hello.']);
      expect(fake.requests[0]).toMatchObject({ language: 'fr', authorization: undefined });
    } finally {
      await fake.close();
    }
  });
});
