import type { Speaker } from '#contracts/sessions.ts';
import { newClientChunkId } from '#web/features/live-session/api/client-chunk-id.ts';
import { notifyError } from '#web/lib/notify.ts';
import type { BrowserMedia, CaptureTrack, Recognizer } from '../media/browser-media.ts';
import type { LiveSender } from './live-sender.ts';
import { readResults } from './recognition-results.ts';

export type Transcriber = { pause(): void; resume(): void; stop(): void };

type Options = {
  media: BrowserMedia;
  /** The microphone track (Chrome listens to it; other browsers to the default microphone). */
  track: CaptureTrack;
  speaker: Speaker;
  sender: LiveSender;
  /** Called with each settled utterance after it is handed to the sender. */
  onFinal?: () => void;
};

/** Errors after which restarting cannot help. */
const FATAL_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture']);
/** A recognizer ending this soon after starting, three times running, is not restarted. */
const QUICK_END_MS = 1000;
const QUICK_ENDS_MAX = 3;

/**
 * The keyless path (speech-design.md): the browser's own SpeechRecognition transcribes the
 * microphone, on the device where it can. Words still being heard go out as `partial`, settled
 * ones as chunks. The recognizer stops by itself after a silence; it is started again until the
 * capture stops or pauses. Null, after telling the user, where the browser has no recognizer.
 */
export async function startBrowserTranscriber(options: Options): Promise<Transcriber | null> {
  const { media, track, speaker, sender } = options;
  const create = media.createRecognizer;
  if (!create) {
    notifyError(
      'Speech Recognition Not Supported',
      'This browser cannot transcribe the microphone. The audio is still recorded; a speech provider on the server can transcribe it.',
    );
    return null;
  }
  const lang = media.language();
  let local = await media.recognizesLocally(lang);
  const streamId = `mic-${newClientChunkId()}`;
  let recognizer: Recognizer | null = null;
  let paused = false;
  let stopped = false;
  let startedAt = 0;
  let quickEnds = 0;
  let partial = '';
  /** When the recognizer first reported words of the utterance being heard (null between utterances). */
  let heardFrom: number | null = null;

  const showPartial = (text: string) => {
    if (text === partial) return;
    partial = text;
    sender.partial(streamId, text, speaker);
  };

  const fail = (reason: string) => {
    stopped = true;
    notifyError('Speech Recognition Failed', `${reason} The microphone is still recorded.`);
  };

  const begin = () => {
    const next = create();
    recognizer = next;
    next.continuous = true;
    next.interimResults = true;
    next.lang = lang;
    if (local) next.processLocally = true;
    next.onresult = (event) => {
      quickEnds = 0;
      const { finals, interim } = readResults(event);
      const now = Date.now();
      // An utterance lasts from its first words heard to its settling; several settled at once share it.
      const spoken = heardFrom === null ? 0 : Math.round((now - heardFrom) / Math.max(1, finals.length));
      for (const text of finals) {
        sender.chunk(text, speaker, spoken > 0 ? spoken : undefined);
        options.onFinal?.();
      }
      if (finals.length) heardFrom = null;
      if (interim) heardFrom ??= now;
      showPartial(interim);
    };
    next.onerror = (event) => {
      // On-device recognition turned out not to be installed: the next start lets the browser choose.
      if (event.error === 'language-not-supported' && local) local = false;
      else if (FATAL_ERRORS.has(event.error))
        fail(`The browser stopped speech recognition (${event.error}).`);
    };
    next.onend = () => {
      if (recognizer !== next) return;
      recognizer = null;
      heardFrom = null;
      showPartial('');
      if (stopped || paused) return;
      quickEnds = Date.now() - startedAt < QUICK_END_MS ? quickEnds + 1 : 0;
      if (quickEnds >= QUICK_ENDS_MAX) fail('Speech recognition keeps stopping.');
      else begin();
    };
    startedAt = Date.now();
    try {
      next.start(track);
    } catch (error) {
      recognizer = null;
      fail(`Speech recognition could not start${error instanceof Error ? ` (${error.message})` : ''}.`);
    }
  };

  begin();
  return {
    pause() {
      paused = true;
      // stop(), not abort(): what was said before the pause still comes through as final.
      recognizer?.stop();
    },
    resume() {
      paused = false;
      if (!stopped && !recognizer) begin();
    },
    stop() {
      stopped = true;
      recognizer?.stop();
      sender.dispose();
    },
  };
}
