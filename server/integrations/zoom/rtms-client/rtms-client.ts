import { mediaAnswerProblem, streamEnd, urlProblem } from './rtms-checks.ts';
import { deliverMedia, type RtmsMediaHandlers } from './rtms-media.ts';
import type { RtmsMessage } from './rtms-messages.ts';
import {
  clientReady,
  eventSubscription,
  mediaHandshake,
  RTMS_MSG,
  RTMS_STATUS,
  type RtmsCredentials,
  rtmsSignature,
  signalingHandshake,
} from './rtms-protocol.ts';
import { openRtmsSocket, type RtmsSocket, type RtmsSocketName } from './rtms-socket.ts';
import { DEFAULT_RTMS_TIMINGS, type RtmsOptions, retryDelay } from './rtms-timings.ts';

export type { RtmsParticipant } from './rtms-media.ts';
export type { RtmsTimings } from './rtms-timings.ts';

/** What `meeting.rtms_started` names (its flat payload, integrations.md §1.1). */
export type RtmsStart = { meetingUuid: string; streamId: string; serverUrls: string };
export type RtmsState = 'connecting' | 'streaming' | 'reconnecting' | 'stopped';
export type RtmsHandlers = RtmsMediaHandlers & {
  /** Called on each change; `stopped` comes once, last, with why. */
  onState(state: RtmsState, reason?: string): void;
};
export type RtmsConnection = {
  stop(): Promise<void>;
  state(): RtmsState;
  /** Whether the stream carries Zoom's transcript (offered, and `onTranscript` given); known once streaming. */
  transcripts(): boolean;
};

type Link = {
  name: RtmsSocketName;
  socket?: RtmsSocket;
  /** Its handshake was answered with status 0. */
  ready: boolean;
  /** Media only: the ready ack (msg 7) for this media socket went out on signaling. */
  acked: boolean;
  downSince?: number;
  attempts: number;
  retry?: NodeJS.Timeout;
  windowMs: number;
  stallMs: number;
};

/** Stream ids with a connection in this process: Zoom allows one per stream (a second kicks the first). */
const connected = new Set<string>();

/**
 * One RTMS stream (integrations.md §1.4): the signaling socket at `serverUrls`, then the media
 * socket it names, both signed; per-participant audio and Zoom's transcript to the handlers. A
 * dropped or silent socket is reopened within Zoom's reconnect window; a refusal, the window
 * running out, the stream ending or `stop()` ends it with `onState('stopped', reason)`.
 * Throws if the stream already has a connection here.
 */
export function connectRtms(
  credentials: RtmsCredentials,
  start: RtmsStart,
  handlers: RtmsHandlers,
  options: Partial<RtmsOptions> = {},
): RtmsConnection {
  if (connected.has(start.streamId)) throw new Error('This RTMS stream already has a connection');
  connected.add(start.streamId);
  const t: RtmsOptions = { ...DEFAULT_RTMS_TIMINGS, allowInsecure: false, log: undefined, ...options };
  const ids = {
    meetingUuid: start.meetingUuid,
    streamId: start.streamId,
    signature: rtmsSignature(credentials, start.meetingUuid, start.streamId),
  };
  const link = (name: RtmsSocketName, windowMs: number, stallMs: number): Link => ({
    name,
    ready: false,
    acked: false,
    attempts: 0,
    windowMs,
    stallMs,
  });
  const signaling = link('signaling', t.signalingWindowMs, t.signalingStallMs);
  const media = link('media', t.mediaWindowMs, t.mediaStallMs);
  let state: RtmsState = 'connecting';
  let streamed = false;
  let mediaUrl: string | undefined;
  let transcripts = false;
  let sequence = 0;
  let stopping: Promise<void> | undefined;
  /** Zoom ended the stream: the audio still on the media socket is read before it is closed. */
  let draining: (() => void) | undefined;
  const ignored = new Map<string, number>();

  const guard = (what: string, call: () => void) => {
    try {
      call();
    } catch (error) {
      t.log?.warn({ err: error, what }, 'An RTMS handler failed');
    }
  };
  const setState = (next: RtmsState, reason?: string) => {
    if (state === next || state === 'stopped') return;
    state = next;
    guard('onState', () => handlers.onState(next, reason));
  };
  /** Logged at the 1st, 10th, 100th… time per label, so a flood cannot flood the log. */
  const noteIgnored = (socket: RtmsSocketName, label: string, malformed: boolean) => {
    const n = (ignored.get(label) ?? 0) + 1;
    ignored.set(label, n);
    if (Number.isInteger(Math.log10(n)))
      (malformed ? t.log?.warn : t.log?.info)?.({ socket, type: label, count: n }, 'RTMS message ignored');
  };

  const finish = (reason: string): Promise<void> => {
    stopping ??= (async () => {
      for (const l of [signaling, media]) clearTimeout(l.retry);
      await Promise.all([signaling.socket?.close(), media.socket?.close()]);
      connected.delete(start.streamId);
      setState('stopped', reason);
    })();
    return stopping;
  };
  const endAfterDrain = (reason: string) => {
    if (stopping || draining) return;
    const drained = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, t.endDrainMs);
      draining = () => {
        clearTimeout(timer);
        resolve();
      };
      if (!media.socket) draining();
    });
    void drained.then(() => finish(reason));
  };
  const fail = (reason: string) => {
    t.log?.warn({ reason }, 'RTMS stream given up');
    void finish(reason);
  };

  const refresh = () => {
    if (!media.ready || !signaling.ready) return;
    if (!media.acked) media.acked = Boolean(signaling.socket?.send(clientReady(start.streamId)));
    streamed = true;
    setState('streaming');
  };
  const restored = (l: Link) => {
    l.ready = true;
    l.downSince = undefined;
    l.attempts = 0;
  };

  const dropped = (l: Link, code: number, why: string) => {
    l.socket = undefined;
    l.ready = false;
    l.acked = false;
    if (draining) {
      if (l === media) draining();
      return;
    }
    if (stopping) return;
    l.downSince ??= Date.now();
    t.log?.warn({ socket: l.name, code, why }, 'RTMS socket dropped');
    if (streamed) setState('reconnecting', `The ${l.name} connection was lost`);
    const waited = Date.now() - l.downSince;
    if (waited >= l.windowMs)
      return fail(
        `The ${l.name} connection could not be restored within ${Number((l.windowMs / 1000).toFixed(1))} s`,
      );
    l.retry = setTimeout(() => open(l), Math.min(retryDelay(t, l.attempts++), l.windowMs - waited));
  };

  const refused = (l: Link, code: number, reason = '') => {
    if (code === 1) return l.socket?.cutOff('handshake timed out at Zoom');
    const why = RTMS_STATUS[code] ?? (reason || 'refused');
    fail(`Zoom refused the ${l.name} connection: ${why} (${code})`);
  };

  const onSignaling = (m: RtmsMessage) => {
    if (m.msg_type === RTMS_MSG.signalingHandshakeResponse) {
      if (m.status_code !== 0) return refused(signaling, m.status_code, m.reason);
      const urls = m.media_server?.server_urls;
      const url = urls?.all ?? urls?.audio;
      if (!url) return fail('Zoom offered no audio for this stream');
      if (!mediaUrl) transcripts = Boolean(handlers.onTranscript && urls?.all && urls.transcript);
      mediaUrl = url;
      restored(signaling);
      signaling.socket?.send(eventSubscription());
      if (!media.socket && !media.retry) open(media);
      return refresh();
    }
    const ended = streamEnd(m);
    if (ended) endAfterDrain(`The stream ended: ${ended}`);
  };

  const onMedia = (m: RtmsMessage) => {
    if (m.msg_type === RTMS_MSG.mediaHandshakeResponse) {
      if (m.status_code !== 0) return refused(media, m.status_code, m.reason);
      const problem = mediaAnswerProblem(m);
      if (problem) return fail(problem);
      restored(media);
      return refresh();
    }
    if (stopping || !media.ready) return;
    let unusable: string | undefined;
    guard('onAudio', () => {
      unusable = deliverMedia(m, handlers);
    });
    if (unusable) noteIgnored('media', unusable, true);
  };

  function open(l: Link) {
    l.retry = undefined;
    if (stopping) return;
    const url = l.name === 'signaling' ? start.serverUrls : (mediaUrl ?? '');
    const problem = urlProblem(url, t.allowInsecure);
    if (problem) return fail(`The ${l.name} address ${problem}`);
    const handshake =
      l.name === 'signaling'
        ? signalingHandshake({ ...ids, sequence: sequence++ })
        : mediaHandshake({ ...ids, sequence: sequence++, sendRateMs: t.sendRateMs, transcripts });
    l.socket = openRtmsSocket({
      name: l.name,
      url,
      handshake,
      answerType:
        l.name === 'signaling' ? RTMS_MSG.signalingHandshakeResponse : RTMS_MSG.mediaHandshakeResponse,
      handshakeTimeoutMs: t.handshakeTimeoutMs,
      stallMs: l.stallMs,
      closeTimeoutMs: t.closeTimeoutMs,
      onMessage: l.name === 'signaling' ? onSignaling : onMedia,
      onIgnored: (label, malformed) => noteIgnored(l.name, label, malformed),
      onDrop: (code, why) => dropped(l, code, why),
    });
  }

  guard('onState', () => handlers.onState('connecting'));
  queueMicrotask(() => open(signaling));
  return {
    stop: () => finish('Stopped'),
    state: () => state,
    transcripts: () => transcripts,
  };
}
