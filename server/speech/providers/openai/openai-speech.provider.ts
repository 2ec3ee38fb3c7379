import type { SpeechConfig } from '#server/config.ts';
import type { SpeechProvider } from '#server/speech/speech-provider.ts';
import { transcribeRecording } from './transcribe-recording.ts';
import { createTranscriptionClient } from './transcription-client.ts';
import { openTranscriptionStream } from './transcription-stream.ts';

export type OpenAiSpeechConfig = NonNullable<SpeechConfig['openai']>;

/**
 * OpenAI-style transcription (`/audio/transcriptions`): OpenAI itself, or a self-hosted whisper.cpp,
 * speaches or faster-whisper server by base URL. Utterances are found on our side (voice activity)
 * and each is sent once it ends; no speaker labels.
 */
export function createOpenAiSpeechProvider(config: OpenAiSpeechConfig): SpeechProvider {
  const client = createTranscriptionClient(config);
  return {
    name: 'openai',
    diarizes: false,
    open(options, handlers) {
      return openTranscriptionStream({
        client,
        language: options.language,
        prompt: options.prompt,
        partialMs: config.partialMs,
        handlers,
      });
    },
    transcribe(pcm, options) {
      return transcribeRecording(client, pcm, { language: options.language, prompt: options.prompt?.() });
    },
  };
}
