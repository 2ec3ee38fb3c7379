import WebSocket from 'ws';
import { type RtmsMessage, readRtmsMessage } from './rtms-messages.ts';
import { keepAliveResponse, RTMS_MSG } from './rtms-protocol.ts';

export type RtmsSocketName = 'signaling' | 'media';

type Deps = {
  name: RtmsSocketName;
  url: string;
  /** Sent as soon as the socket opens. */
  handshake: object;
  /** The `msg_type` that answers the handshake; until it comes, `handshakeTimeoutMs` runs. */
  answerType: number;
  handshakeTimeoutMs: number;
  /** After the answer: silence (no message of any kind) for this long cuts the socket. */
  stallMs: number;
  closeTimeoutMs: number;
  onMessage(message: RtmsMessage): void;
  onIgnored(label: string, malformed: boolean): void;
  /** The socket went away without `close()` being called: dropped, refused, stalled or timed out. */
  onDrop(code: number, why: string): void;
};

/** Zoom's frames are at most a second of base64 audio or a transcript line. */
const MAX_PAYLOAD = 1024 * 1024;

/**
 * One RTMS WebSocket (signaling or media): sends its handshake on open, answers keep-alives
 * (msg 12 → 13 with the same timestamp, §1.4 step 6), and cuts itself when the handshake is not
 * answered in time or when the peer falls silent, so the connection above can reopen it.
 */
export function openRtmsSocket(deps: Deps) {
  const socket = new WebSocket(deps.url, {
    handshakeTimeout: deps.handshakeTimeoutMs,
    maxPayload: MAX_PAYLOAD,
    perMessageDeflate: false,
  });
  const openedAt = Date.now();
  let lastHeard = openedAt;
  let answered = false;
  let closing = false;
  let cut = '';
  let failure = '';
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));

  const cutOff = (why: string) => {
    cut = why;
    socket.terminate();
  };
  const watch = setInterval(
    () => {
      const now = Date.now();
      if (!answered && now - openedAt > deps.handshakeTimeoutMs) cutOff('handshake not answered');
      else if (answered && now - lastHeard > deps.stallMs) cutOff('no data and no keep-alive');
    },
    Math.max(5, Math.min(deps.stallMs, deps.handshakeTimeoutMs) / 4),
  );
  watch.unref();

  const send = (message: object): boolean => {
    if (socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  socket.on('open', () => send(deps.handshake));
  socket.on('message', (data, isBinary) => {
    if (closing) return;
    lastHeard = Date.now();
    const read = readRtmsMessage(data, isBinary);
    if ('ignored' in read) return deps.onIgnored(read.ignored, read.malformed);
    const { message } = read;
    if (message.msg_type === RTMS_MSG.keepAlive) return void send(keepAliveResponse(message.timestamp));
    if (message.msg_type === deps.answerType) answered = true;
    deps.onMessage(message);
  });
  socket.on('error', (error) => {
    failure = error.message;
  });
  socket.once('close', (code, reason) => {
    clearInterval(watch);
    if (!closing) deps.onDrop(code, cut || reason.toString('utf8') || failure || 'closed');
  });

  return {
    send,
    /** Cuts the socket at once; `onDrop` follows, so the connection above retries. */
    cutOff,
    /** Closes with 1000 and waits for the peer's close (cut after `closeTimeoutMs`); no `onDrop`. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(watch);
      if (socket.readyState === WebSocket.CLOSED) return;
      if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'stream stopped');
      else socket.terminate();
      const timeout = setTimeout(() => socket.terminate(), deps.closeTimeoutMs);
      await closed;
      clearTimeout(timeout);
    },
  };
}
export type RtmsSocket = ReturnType<typeof openRtmsSocket>;
