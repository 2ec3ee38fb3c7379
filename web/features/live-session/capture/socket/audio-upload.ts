import {
  AUDIO_FRAME_MAX_BYTES,
  PCM_BYTES_PER_SECOND,
  SPEECH_CLOSE,
  SpeechServerMessage,
} from '#contracts/speech.ts';
import { newClientChunkId } from '#web/features/live-session/api/client-chunk-id.ts';
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
/** A close asked for while the server has not said what it has waits this long for it at most. */
export const CLOSE_WAIT_MS = 5_000;

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
 * One audio stream to the server over its own socket, named by a `streamId` that stays the same
 * across reconnects. While the socket is down, frames are kept (60 s at most). Each socket first
 * waits for the server's count of the bytes it already has of the stream, then sends what the
 * server is missing: the frames the dropped socket did not deliver and those captured meanwhile,
 * so a short network drop neither loses speech nor records it twice.
 */
/** `WebSocket.OPEN`, named here so the port needs no DOM global. */
const SOCKET_OPEN = 1;

export function openAudioUpload(options: AudioUploadOptions): AudioUpload {
  const queue = new UploadQueue(BUFFER_MAX_BYTES);
  const url = new URL(options.url);
  url.searchParams.set('streamId', newClientChunkId());
  let socket: AudioSocket | null = null;
  let open = false;
  /** The server said what it has on this socket: frames go out as they come. */
  let ready = false;
  /** `close()` was called before that: the socket closes once what is left is sent. */
  let closing = false;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
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

  const closeNow = () => {
    closing = false;
    clearTimeout(closeTimer);
    socket?.close(NORMAL_CLOSE, 'capture stopped');
  };

  /** The server's first message: its count of the stream (none from a server that keeps none). */
  const resume = (message: SpeechServerMessage) => {
    ready = true;
    const taken = message.type === 'audio_processed' ? message.data.bytes : 0;
    for (const frame of queue.resume(taken, AUDIO_FRAME_MAX_BYTES)) transmit(frame);
    if (closing) closeNow();
  };

  const onMessage = (raw: unknown) => {
    const parsed = SpeechServerMessage.safeParse(typeof raw === 'string' ? parseJson(raw) : undefined);
    if (!parsed.success) return console.error('Unreadable audio channel message', raw);
    const message = parsed.data;
    if (!ready) resume(message);
    if (message.type === 'audio_processed') queue.confirm(message.data.bytes);
    else if (message.type === 'error') {
      if (message.data.error !== lastServerError) notifyError('Processing Error', message.data.error);
      lastServerError = message.data.error;
    } else options.onMessage?.(message);
  };

  const connect = () => {
    const ws = options.media.openSocket(url.toString());
    socket = ws;
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => {
      open = true;
      ready = false;
      attempt = 0;
      errorShown = false;
    };
    ws.onmessage = (event) => onMessage(event.data);
    ws.onerror = () => {
      if (!errorShown) notifyError('Streaming Error', 'The audio connection to the server failed.');
      errorShown = true;
    };
    ws.onclose = (event) => {
      socket = null;
      open = false;
      ready = false;
      closing = false;
      clearTimeout(closeTimer);
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
      // A socket the server has begun to close takes nothing more: the frame waits for the next.
      if (ready && socket?.readyState === SOCKET_OPEN) transmit(frame);
      else queue.hold(frame);
    },
    close() {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      // Audio held for a socket that has just opened is still sent before it closes.
      if (open && !ready && queue.bytes > 0) {
        closing = true;
        closeTimer = setTimeout(closeNow, CLOSE_WAIT_MS);
      } else closeNow();
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
