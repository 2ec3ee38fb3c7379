import type { Speaker } from '#contracts/sessions.ts';
import type { SpeechServerMessage, SpeechStatusDto } from '#contracts/speech.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import type { CaptureRun } from './capture-run.ts';
import type { BrowserMedia } from './media/browser-media.ts';
import { openMicrophone } from './meeting-run.ts';
import { startBrowserTranscriber } from './recognition/browser-transcriber.ts';
import type { LiveSender } from './recognition/live-sender.ts';
import { speechStreamUrl } from './socket/audio-urls.ts';

/** Spec 000 §9: streaming capture sends 100 ms chunks. */
export const RECORDING_FRAME_MS = 100;

type Options = {
  media: BrowserMedia;
  sessionId: string;
  speaker: Speaker;
  speech: SpeechStatusDto | undefined;
  sender: LiveSender;
};

/**
 * Starts one speaker's record button into `run`: the microphone over `start_streaming`. The
 * server's `ready` raises the started toast, its first final transcription 'Audio Processed'
 * (once per recording: the transcript itself shows every line). In the keyless mode the browser
 * transcribes, and its first final raises 'Audio Processed' instead.
 */
export async function startSpeakerRun(run: CaptureRun, options: Options): Promise<boolean> {
  const { media, speaker } = options;
  const microphone = await openMicrophone(media, false);
  const track = microphone?.getAudioTracks()[0];
  if (!microphone || !track) {
    notifyError('Streaming Failed', streamingFailedText(options.speech));
    if (microphone) run.own(microphone);
    return false;
  }
  run.own(microphone);
  if (run.stopped) return false;

  let announced = false;
  let processed = false;
  const onProcessed = () => {
    if (processed) return;
    processed = true;
    notifySuccess('Audio Processed', 'Speech converted to text successfully');
  };
  const onMessage = (message: SpeechServerMessage) => {
    if (message.type === 'ready' && !announced) {
      announced = true;
      const started = startedToast(message.data.provider, media.createRecognizer !== null);
      notifySuccess(started.title, started.description);
    } else if (message.type === 'transcription' && message.data.isFinal) onProcessed();
  };

  try {
    await run.pipe(track, {
      url: speechStreamUrl(options.sessionId, speaker),
      encoding: 'json',
      frameMs: RECORDING_FRAME_MS,
      onMessage,
    });
  } catch {
    notifyError('Streaming Failed', streamingFailedText(options.speech));
    return false;
  }

  if (options.speech?.provider === 'browser') {
    const transcriber = await startBrowserTranscriber({
      media,
      track,
      speaker,
      sender: options.sender,
      onFinal: onProcessed,
    });
    if (transcriber) run.onStop(() => transcriber.stop());
  }
  return !run.stopped;
}

/** Spec 000 §8 names Azure; with another provider the same words would not be true. */
function streamingFailedText(speech: SpeechStatusDto | undefined): string {
  return speech?.provider === 'azure'
    ? 'Could not start Azure Speech streaming. Please check microphone permissions.'
    : 'Could not start speech streaming. Please check microphone permissions.';
}

/** 'Azure Streaming Started' (spec 000 §8) when Azure listens; an equally true title otherwise. */
export function startedToast(
  provider: string,
  browserRecognizes: boolean,
): { title: string; description: string } {
  if (provider === 'azure') {
    return { title: 'Azure Streaming Started', description: 'Azure Speech is transcribing your microphone.' };
  }
  if (provider === 'browser') {
    return {
      title: 'Recording Started',
      description: browserRecognizes
        ? 'Your microphone is recorded, and this browser transcribes it.'
        : 'Your microphone is recorded. This browser cannot transcribe it; a speech provider on the server can.',
    };
  }
  return {
    title: 'Speech Streaming Started',
    description: 'The speech service is transcribing your microphone.',
  };
}
