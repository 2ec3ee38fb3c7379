import type { SpeechProvider } from '#server/speech/speech-provider.ts';
import type { AzureSpeechConfig } from './azure-session.ts';
import { AZURE_STREAM_DEFAULTS, type AzureStreamSettings, openAzureStream } from './azure-stream.ts';

/**
 * Azure Speech through its SDK: audio is streamed as it comes and the service answers with
 * interim and final results; with `diarize`, conversation transcription labels the speakers.
 * No `transcribe()`: the SDK paces pushed audio near real time, so a recording is no faster to
 * send after an outage than it was to speak.
 */
export function createAzureSpeechProvider(
  config: AzureSpeechConfig,
  settings: Partial<AzureStreamSettings> = {},
): SpeechProvider {
  const streamSettings = { ...AZURE_STREAM_DEFAULTS, ...settings };
  return {
    name: 'azure',
    diarizes: config.diarize,
    open(options, handlers) {
      const diarize = options.diarize ?? config.diarize;
      return openAzureStream(config, { language: options.language, diarize }, handlers, streamSettings);
    },
  };
}
