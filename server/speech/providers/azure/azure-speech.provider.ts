import type { SpeechProvider } from '#server/speech/speech-provider.ts';
import {
  AZURE_RECORDING_DEFAULTS,
  type AzureRecordingSettings,
  transcribeAzureRecording,
} from './azure-recording.ts';
import type { AzureSpeechConfig } from './azure-session.ts';
import { AZURE_STREAM_DEFAULTS, type AzureStreamSettings, openAzureStream } from './azure-stream.ts';

/**
 * Azure Speech through its SDK: audio is streamed as it comes and the service answers with
 * interim and final results; with `diarize`, conversation transcription labels the speakers.
 * `transcribe()` sends a recording through the same kind of session at the pace the SDK allows,
 * twice as fast as spoken after the first 5 s: an hour of audio takes about half an hour.
 */
export function createAzureSpeechProvider(
  config: AzureSpeechConfig,
  settings: Partial<AzureStreamSettings & AzureRecordingSettings> = {},
): SpeechProvider {
  const merged = { ...AZURE_STREAM_DEFAULTS, ...AZURE_RECORDING_DEFAULTS, ...settings };
  return {
    name: 'azure',
    diarizes: config.diarize,
    open(options, handlers) {
      const diarize = options.diarize ?? config.diarize;
      return openAzureStream(config, { language: options.language, diarize }, handlers, merged);
    },
    transcribe(pcm, options) {
      const diarize = options.diarize ?? config.diarize;
      return transcribeAzureRecording(config, pcm, { language: options.language, diarize }, merged);
    },
  };
}
