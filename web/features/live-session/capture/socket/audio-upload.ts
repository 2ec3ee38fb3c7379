import {
  AUDIO_FRAME_MAX_BYTES,
  PCM_BYTES_PER_SECOND,
  SPEECH_CLOSE,
  SpeechServerMessage,
} from '#contracts/speech.ts';
import { notifyError } from '#web/lib/notify.ts';
import type { AudioSocket, BrowserMedia } from '../media/browser-media.ts';
import { toAudioChunk } from './audio-chunk.ts';
import { UploadQueue } from './upload-queue.ts';

/** Spec 000 §4 and §9: a non-normal close is retried at most 5 times, after 2^attempt seconds. */
export const MAX_RETRIES = 5;
export const retryDelayMs = (attempt: number) => 2 ** attempt * 1000;
/** Audio kept per stream while its socket is down (60 s); older audio is dropped. */
export const BUFFER_MAX_BYTES = 60 * PCM_BYTES_PER_SECOND;
const NORMAL_CLOSE = 1000;
/** Closes after which retrying cannot help: no consent, or the session is closed. */
const FINAL_CLOSES: ReadonlySet<number> = new Set(Object.values(SPEECH_CLOSE));

export type AudioUploadOptions = {
  url: string;
  media: Pick<BrowserMedia, 'openSocket'>;
  /** `binary` frames (audio-stream) or JSON `audio_chunk`s with base64 audio (start_streaming). */
  encoding: 'binary' | 'json';
  /** Server messages other than `audio_processed` and `error`, which the upload handles. */
  onMessage?: (message: SpeechServerMessage) => void;
  /** The upload ended without being closed here: `closed` by the server (1000), or `failed`. */
  onEnd: (reason: 'closed' | 'failed') => void;
};

export type AudioUpload = {
  /** Sends a PCM frame now, or keeps it until the socket is back. */
  send(frame: ArrayBuffer): void;
  /** Closes normally (1000); nothing is retried after. */
  close(): void;
};

/**
 * One audio stream to the server over its own socket. While the socket is down, frames are kept
 * (60 s at most) and sent when it is back, with those the dropped socket may not have delivered,
 * so a short network drop loses no speech.
 */
export function openAudioUpload(options: AudioUploadOptions): AudioUpload {
  const queue = new UploadQueue(BUFFER_MAX_BYTES);
  let socket: AudioSocket | null = null;
  let open = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let errorShown = false;
  let lastServerError: string | null = null;

  const transmit = (frame: ArrayBuffer) => {
    socket?.send(options.encoding === 'binary' ? frame : JSON.stringify(toAudioChunk(frame, Date.now())));
    queue.sent(frame);
  };

  const end = (reason: 'closed' | 'failed', detail?: string) => {
    ended = true;
    if (reason === 'failed') {
      notifyError(
        'Audio Streaming Failed',
        detail || 'The audio connection to the server could not be restored.',
      );
    }
    options.onEnd(reason);
  };

  const onMessage = (raw: unknown) => {
    const parsed = SpeechServerMessage.safeParse(typeof raw === 'string' ? parseJson(raw) : undefined);
    if (!parsed.success) return console.error('Unreadable audio channel message', raw);
    const message = parsed.data;
    if (message.type === 'audio_processed') queue.confirm(message.data.bytes);
    else if (message.type === 'error') {
      if (message.data.error !== lastServerError) notifyError('Processing Error', message.data.error);
      lastServerError = message.data.error;
    } else options.onMessage?.(message);
  };

  const connect = () => {
    const ws = options.media.openSocket(options.url);
    socket = ws;
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => {
      open = true;
      attempt = 0;
      errorShown = false;
      for (const frame of queue.takeAll(AUDIO_FRAME_MAX_BYTES)) transmit(frame);
    };
    ws.onmessage = (event) => onMessage(event.data);
    ws.onerror = () => {
      if (!errorShown) notifyError('Streaming Error', 'The audio connection to the server failed.');
      errorShown = true;
    };
    ws.onclose = (event) => {
      socket = null;
      open = false;
      if (ended) return;
      if (event.code === NORMAL_CLOSE) return end('closed');
      if (FINAL_CLOSES.has(event.code) || attempt >= MAX_RETRIES) return end('failed', event.reason);
      attempt += 1;
      timer = setTimeout(connect, retryDelayMs(attempt));
    };
  };

  connect();
  return {
    send(frame) {
      if (ended) return;
      if (open) transmit(frame);
      else queue.hold(frame);
    },
    close() {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      socket?.close(NORMAL_CLOSE, 'capture stopped');
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
