import { DEFAULT_RTMS_HOSTS, mediaAnswerProblem, streamEnd, urlProblem } from './rtms-checks.ts';
import { createRtmsLifecycle, type RtmsState } from './rtms-lifecycle.ts';
import { createLink, linkLost, linkRestored, nextAttemptIn, type RtmsLink } from './rtms-link.ts';
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
import { openRtmsSocket, type RtmsSocketName } from './rtms-socket.ts';
import { DEFAULT_RTMS_TIMINGS, type RtmsOptions } from './rtms-timings.ts';

export type { RtmsState } from './rtms-lifecycle.ts';
export type { RtmsParticipant } from './rtms-media.ts';
export type { RtmsTimings } from './rtms-timings.ts';

/** What `meeting.rtms_started` names (its flat payload, integrations.md §1.1). */
export type RtmsStart = { meetingUuid: string; streamId: string; serverUrls: string };
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
  const t: RtmsOptions = {
    ...DEFAULT_RTMS_TIMINGS,
    allowInsecure: false,
    hosts: DEFAULT_RTMS_HOSTS,
    log: undefined,
    ...options,
  };
  const ids = {
    meetingUuid: start.meetingUuid,
    streamId: start.streamId,
    signature: rtmsSignature(credentials, start.meetingUuid, start.streamId),
  };
  const signaling = createLink('signaling', t.signalingWindowMs, t.signalingStallMs);
  const media = createLink('media', t.mediaWindowMs, t.mediaStallMs);
  const life = createRtmsLifecycle({
    streamId: start.streamId,
    onState: (state, reason) => handlers.onState(state, reason),
    async closeSockets() {
      for (const l of [signaling, media]) clearTimeout(l.retry);
      await Promise.all([signaling.socket?.close(), media.socket?.close()]);
    },
    mediaOpen: () => media.socket !== undefined,
    endDrainMs: t.endDrainMs,
    log: t.log,
  });
  const { guard, setState, fail } = life;
  let streamed = false;
  let mediaUrl: string | undefined;
  let transcripts = false;
  let sequence = 0;
  const ignored = new Map<string, number>();

  /** Logged at the 1st, 10th, 100th… time per label, so a flood cannot flood the log. */
  const noteIgnored = (socket: RtmsSocketName, label: string, malformed: boolean) => {
    const n = (ignored.get(label) ?? 0) + 1;
    ignored.set(label, n);
    if (Number.isInteger(Math.log10(n)))
      (malformed ? t.log?.warn : t.log?.info)?.({ socket, type: label, count: n }, 'RTMS message ignored');
  };

  const refresh = () => {
    if (!media.ready || !signaling.ready) return;
    if (!media.acked) media.acked = Boolean(signaling.socket?.send(clientReady(start.streamId)));
    streamed = true;
    setState('streaming');
  };
  const dropped = (l: RtmsLink, code: number, why: string) => {
    linkLost(l);
    if (life.draining()) {
      if (l === media) life.drained();
      return;
    }
    if (life.stopping()) return;
    l.downSince ??= Date.now();
    t.log?.warn({ socket: l.name, code, why }, 'RTMS socket dropped');
    if (streamed) setState('reconnecting', `The ${l.name} connection was lost`);
    const delay = nextAttemptIn(l, t);
    if (delay === undefined)
      return fail(
        `The ${l.name} connection could not be restored within ${Number((l.windowMs / 1000).toFixed(1))} s`,
      );
    l.retry = setTimeout(() => open(l), delay);
  };

  const refused = (l: RtmsLink, code: number, reason = '') => {
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
      linkRestored(signaling);
      signaling.socket?.send(eventSubscription());
      if (!media.socket && !media.retry) open(media);
      return refresh();
    }
    const ended = streamEnd(m);
    if (ended) life.endAfterDrain(`The stream ended: ${ended}`);
  };

  const onMedia = (m: RtmsMessage) => {
    if (m.msg_type === RTMS_MSG.mediaHandshakeResponse) {
      if (m.status_code !== 0) return refused(media, m.status_code, m.reason);
      const problem = mediaAnswerProblem(m);
      if (problem) return fail(problem);
      linkRestored(media);
      return refresh();
    }
    if (life.stopping() || !media.ready) return;
    let unusable: string | undefined;
    guard('onAudio', () => {
      unusable = deliverMedia(m, handlers);
    });
    if (unusable) noteIgnored('media', unusable, true);
  };

  function open(l: RtmsLink) {
    l.retry = undefined;
    if (life.stopping()) return;
    const url = l.name === 'signaling' ? start.serverUrls : (mediaUrl ?? '');
    const problem = urlProblem(url, t);
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
    stop: () => life.finish('Stopped'),
    state: life.state,
    transcripts: () => transcripts,
  };
}
