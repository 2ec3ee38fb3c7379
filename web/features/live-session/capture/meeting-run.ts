import type { SessionDetail } from '#contracts/sessions.ts';
import type { SpeechStatusDto } from '#contracts/speech.ts';
import type { CaptureRun } from './capture-run.ts';
import type { BrowserMedia, CaptureStream } from './media/browser-media.ts';
import { displayCaptureOptions, microphoneConstraints } from './media/capture-constraints.ts';
import { NO_AUDIO_TRACK, reportCaptureError, reportCaptureUnsupported } from './media/capture-errors.ts';
import { startBrowserTranscriber, type Transcriber } from './recognition/browser-transcriber.ts';
import type { LiveSender } from './recognition/live-sender.ts';
import { audioStreamUrl } from './socket/audio-urls.ts';

/** Meeting audio frames: 50 ms, within the server's 20–100 ms. */
export const MEETING_FRAME_MS = 50;

type Options = {
  media: BrowserMedia;
  session: SessionDetail;
  speech: SpeechStatusDto | undefined;
  sender: LiveSender;
  /** The user ended the screen share. */
  onShareEnded: () => void;
};

/**
 * Starts meeting capture into `run`: the shared tab's audio as `system_audio`, then the
 * microphone as `mic_audio` (tab capture goes on without it). In the keyless mode the browser
 * also transcribes the microphone. Resolves false, after the spec's toast, when the tab's audio
 * cannot be had; the caller then stops the run.
 */
export async function startMeetingRun(
  run: CaptureRun,
  options: Options,
): Promise<{ started: boolean; transcriber: Transcriber | null }> {
  const { media, session } = options;
  const failed = { started: false, transcriber: null };
  const display = await shareTab(media);
  if (!display || run.stopped) return failed;
  run.own(display);
  const [tabTrack] = display.getAudioTracks();
  if (!tabTrack) {
    reportCaptureError('screen', new Error(NO_AUDIO_TRACK));
    return failed;
  }
  run.watchEnded(display.getTracks(), options.onShareEnded);

  const microphone = await openMicrophone(media);
  if (run.stopped) return failed;
  if (microphone) run.own(microphone);
  const micTrack = microphone?.getAudioTracks()[0];

  try {
    await run.pipe(tabTrack, {
      url: audioStreamUrl(session.id, 'system_audio'),
      encoding: 'binary',
      frameMs: MEETING_FRAME_MS,
    });
    if (micTrack) {
      await run.pipe(micTrack, {
        url: audioStreamUrl(session.id, 'mic_audio'),
        encoding: 'binary',
        frameMs: MEETING_FRAME_MS,
      });
    }
  } catch (error) {
    reportCaptureError('screen', error);
    return failed;
  }

  let transcriber: Transcriber | null = null;
  if (micTrack && options.speech?.provider === 'browser') {
    transcriber = await startBrowserTranscriber({
      media,
      track: micTrack,
      speaker: session.audioSourceMappings.mic,
      sender: options.sender,
    });
    const started = transcriber;
    if (started) run.onStop(() => started.stop());
  }
  return { started: !run.stopped, transcriber };
}

async function shareTab(media: BrowserMedia): Promise<CaptureStream | null> {
  if (!media.getDisplayMedia) {
    reportCaptureUnsupported();
    return null;
  }
  try {
    return await media.getDisplayMedia(displayCaptureOptions());
  } catch (error) {
    reportCaptureError('screen', error);
    return null;
  }
}

/** The microphone, or null after the spec's toast (§8) when it cannot be had. */
export async function openMicrophone(media: BrowserMedia, report = true): Promise<CaptureStream | null> {
  try {
    if (!media.getUserMedia) throw new Error('This browser cannot capture a microphone.');
    return await media.getUserMedia(microphoneConstraints());
  } catch (error) {
    if (report) reportCaptureError('microphone', error);
    return null;
  }
}
