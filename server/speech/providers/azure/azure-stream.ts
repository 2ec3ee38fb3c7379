import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import {
  guarded,
  SpeechError,
  type SpeechHandlers,
  type SpeechStream,
} from '#server/speech/speech-provider.ts';
import { lastResultsTimeout } from './azure-errors.ts';
import { type AzureSession, type AzureSpeechConfig, startAzureSession } from './azure-session.ts';

export type AzureStreamSettings = {
  /** How long `end()` waits for the service's last results. */
  endTimeoutMs: number;
  /** Waits before reconnecting after each retryable failure in a row (the last repeats). */
  reconnectDelaysMs: number[];
  now: () => number;
};

export const AZURE_STREAM_DEFAULTS: AzureStreamSettings = {
  endTimeoutMs: 10_000,
  reconnectDelaysMs: [2_000, 5_000, 15_000, 60_000],
  now: () => performance.now(),
};

/**
 * One speaker track on Azure Speech. After a retryable failure (connection lost, 429, 5xx) the
 * audio that follows goes to a new session once the back-off has passed; audio in between is not
 * transcribed (it is kept on disk). After a refused key nothing more is sent.
 */
export function openAzureStream(
  config: AzureSpeechConfig,
  options: { language: string; diarize: boolean },
  handlers: SpeechHandlers,
  settings: AzureStreamSettings = AZURE_STREAM_DEFAULTS,
): SpeechStream {
  const { deliver, report } = guarded(handlers);
  let session: AzureSession | undefined;
  let writtenBytes = 0;
  let failuresInARow = 0;
  /** When a new session may start; undefined once reconnecting is pointless. */
  let reconnectAt: number | undefined = Number.NEGATIVE_INFINITY;
  let ending: Promise<void> | undefined;

  function start(): AzureSession {
    const startMs = (writtenBytes / PCM_BYTES_PER_SECOND) * 1000;
    const current: AzureSession = startAzureSession(config, options, {
      onResult(result) {
        failuresInARow = 0;
        deliver({ ...result, offsetMs: (result.offsetMs ?? 0) + startMs });
      },
      onError(error) {
        report(error);
        if (session !== current) return; // already ending or replaced
        session = undefined;
        current.abandon();
        const delays = settings.reconnectDelaysMs;
        const delay = delays[Math.min(failuresInARow, delays.length - 1)] ?? 0;
        failuresInARow += 1;
        reconnectAt = error.retryable ? settings.now() + delay : undefined;
      },
    });
    return current;
  }

  return {
    write(pcm) {
      if (ending) return;
      try {
        if (!session && reconnectAt !== undefined && settings.now() >= reconnectAt) session = start();
        session?.write(pcm);
      } catch (error) {
        report(
          new SpeechError('unavailable', `Azure Speech could not take the audio: ${String(error)}`, true),
        );
      }
      writtenBytes += pcm.length;
    },
    end() {
      ending ??= (async () => {
        const last = session;
        session = undefined;
        if (!last) return;
        const finished = await last.finish(settings.endTimeoutMs);
        if (!finished) report(lastResultsTimeout());
      })();
      return ending;
    },
  };
}
