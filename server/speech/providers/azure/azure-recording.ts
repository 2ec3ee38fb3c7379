import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { SpeechError, type SpeechResult } from '#server/speech/speech-provider.ts';
import { lastResultsTimeout } from './azure-errors.ts';
import { type AzureSpeechConfig, startAzureSession } from './azure-session.ts';
import type { AzureStreamSettings } from './azure-stream.ts';

/** `endTimeoutMs` as for a stream, once all the audio is sent. */
export type AzureRecordingSettings = Pick<AzureStreamSettings, 'endTimeoutMs'> & {
  /**
   * Audio pushed ahead of what the SDK has sent: all that waits in memory, however long the
   * recording. 5 s keeps the SDK fed (it sends its first 5 s at once).
   */
  aheadMs: number;
  /** Gives up when the SDK sends no audio for this long (a service it cannot reach). */
  stallTimeoutMs: number;
};

export const AZURE_RECORDING_DEFAULTS = { aheadMs: 5_000, stallTimeoutMs: 30_000 };

/**
 * Transcribes recorded audio (a spool kept through an outage) in one Azure session: finals in
 * order, offsets from the start of `audio`. The SDK sends pushed audio twice as fast as spoken
 * (after its first 5 s), so the audio is read only as fast as the SDK sends it. Rejects with the
 * first SpeechError, without reconnecting, so the caller can try later.
 */
export async function transcribeAzureRecording(
  config: AzureSpeechConfig,
  audio: AsyncIterable<Buffer>,
  options: { language: string; diarize: boolean },
  settings: AzureRecordingSettings,
): Promise<SpeechResult[]> {
  const results: SpeechResult[] = [];
  let failure: SpeechError | undefined;
  const session = startAzureSession(config, options, {
    onResult: (result) => {
      if (result.isFinal) results.push(result);
    },
    onError: (error) => {
      failure ??= error;
    },
  });
  const aheadBytes = (settings.aheadMs / 1000) * PCM_BYTES_PER_SECOND;
  const stalled = () =>
    failure ?? new SpeechError('timeout', 'Azure Speech stopped taking the recorded audio', true);
  try {
    for await (const chunk of audio) {
      session.write(chunk);
      if (!(await session.sent(aheadBytes, settings.stallTimeoutMs)) || failure) throw stalled();
    }
    if (!(await session.sent(0, settings.stallTimeoutMs))) throw stalled();
  } catch (error) {
    session.abandon();
    throw error;
  }
  const finished = await session.finish(settings.endTimeoutMs);
  if (failure) throw failure;
  if (!finished) throw lastResultsTimeout();
  return results;
}
