import WebSocket from 'ws';
import { speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import {
  type KeepAlive,
  type KeepAliveLog,
  newKeepAliveLog,
  startKeepAlive,
} from './fake-rtms-keep-alive.ts';
import { cutWhenFlushed, parse, send } from './fake-rtms-wire.ts';

export type FakeParticipant = { userId: number; userName: string; hz: number };

/** How one fake stream behaves; every field has a default in fake-rtms.ts. */
export type FakeStreamScript = {
  participants: FakeParticipant[];
  /** Frames per participant before the stream ends (msg 8 TERMINATED, meeting ended). */
  frames: number;
  /** Frame interval; undefined: the `send_rate` the client asked for. */
  paceMs: number | undefined;
  keepAliveMs: number;
  maxMissedKeepAlives: number;
  /** Cut this socket once, after this many frames per participant (everything sent is flushed first). */
  drop: { socket: 'signaling' | 'media'; afterFrames: number } | undefined;
  /** After this many frames the media socket falls silent (no data, no keep-alive) but stays open. */
  stallMedia: { afterFrames: number } | undefined;
  /** A Zoom transcript line per participant every this many frames, when the client asks for them. */
  transcriptEvery: number | undefined;
  /** PCM for frame `index` of a participant; a syllable-like tone by default. */
  audio: ((participant: FakeParticipant, index: number, bytes: number) => Buffer) | undefined;
};

export type FakeStreamLog = {
  signalingHandshakes: number;
  mediaHandshakes: number;
  refusals: { socket: 'signaling' | 'media'; status: number }[];
  subscriptions: number[];
  readyAcks: number;
  keepAlive: { signaling: KeepAliveLog; media: KeepAliveLog };
  /** Frames written per participant (user id), and their timestamps' base and step. */
  framesSent: Record<string, number>;
  firstTimestamp: number;
  frameMs: number;
  transcriptsSent: number;
  drops: number;
  stalls: number;
  /** Sockets pushed out by a second connection to the same stream while still open. */
  kicked: number;
  mediaType: number | undefined;
  /** How each socket of the stream closed, in order. */
  closes: { socket: 'signaling' | 'media'; code: number }[];
  ended: boolean;
};

type Link = { socket: WebSocket; keepAlive: KeepAlive };

/** One RTMS stream on the fake peer: its sockets, keep-alives, frames and scripted faults. */
export function createFakeStream(ids: { meetingUuid: string; streamId: string }, script: FakeStreamScript) {
  const log: FakeStreamLog = {
    signalingHandshakes: 0,
    mediaHandshakes: 0,
    refusals: [],
    subscriptions: [],
    readyAcks: 0,
    keepAlive: { signaling: newKeepAliveLog(), media: newKeepAliveLog() },
    framesSent: Object.fromEntries(script.participants.map((p) => [String(p.userId), 0])),
    firstTimestamp: Date.now(),
    frameMs: 20,
    transcriptsSent: 0,
    drops: 0,
    stalls: 0,
    kicked: 0,
    mediaType: undefined,
    closes: [],
    ended: false,
  };
  let signaling: Link | undefined;
  let media: (Link & { acked: boolean }) | undefined;
  let index = 0;
  let faulted = { drop: false, stall: false };
  let holding = false;
  let timer: NodeJS.Timeout | undefined;
  let resolveEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });

  const link = (socket: WebSocket, which: 'signaling' | 'media'): Link => {
    const keepAlive = startKeepAlive(socket, {
      everyMs: script.keepAliveMs,
      maxMissed: script.maxMissedKeepAlives,
      log: log.keepAlive[which],
    });
    socket.once('close', (code) => log.closes.push({ socket: which, code }));
    return { socket, keepAlive };
  };
  const replace = (old: Link | undefined) => {
    if (old?.socket.readyState !== WebSocket.OPEN) return;
    if (!holding) log.kicked++;
    old.socket.terminate();
  };

  const frame = (p: FakeParticipant, bytes: number) => {
    const pcm = script.audio?.(p, index, bytes) ?? speechBurst(log.frameMs, p.hz).subarray(0, bytes);
    send(media?.socket, {
      msg_type: 14,
      content: {
        user_id: p.userId,
        user_name: p.userName,
        data: pcm.toString('base64'),
        length: pcm.length,
        timestamp: log.firstTimestamp + index * log.frameMs,
      },
    });
    log.framesSent[String(p.userId)] = (log.framesSent[String(p.userId)] ?? 0) + 1;
  };
  const transcript = () => {
    for (const p of script.participants) {
      const data = `${p.userName} says line ${index / (script.transcriptEvery ?? 1)}.`;
      send(media?.socket, { msg_type: 17, content: { user_id: p.userId, user_name: p.userName, data } });
      log.transcriptsSent++;
    }
  };

  const tick = () => {
    if (holding || !media?.acked || media.socket.readyState !== WebSocket.OPEN) return;
    const bytes = (log.frameMs / 1000) * 32_000;
    for (const p of script.participants) frame(p, bytes);
    index++;
    const every = script.transcriptEvery;
    if (every && (log.mediaType ?? 0) & 8 && index % every === 0) transcript();
    if (index >= script.frames) return void end(6);
    if (script.drop && !faulted.drop && index >= script.drop.afterFrames) {
      faulted = { ...faulted, drop: true };
      const target = script.drop.socket === 'media' ? media : signaling;
      holding = script.drop.socket === 'media';
      log.drops++;
      if (target) void cutWhenFlushed(target.socket);
    }
    if (script.stallMedia && !faulted.stall && index >= script.stallMedia.afterFrames) {
      faulted = { ...faulted, stall: true };
      holding = true;
      log.stalls++;
      media.keepAlive.pause();
    }
  };

  function end(reason: number) {
    if (log.ended) return;
    log.ended = true;
    clearInterval(timer);
    send(signaling?.socket, { msg_type: 8, state: 4, reason, stop_reason: reason, timestamp: Date.now() });
    for (const l of [media, signaling]) {
      l?.keepAlive.stop();
      if (l?.socket.readyState === WebSocket.OPEN) l.socket.close(1000, 'stream ended');
    }
    resolveEnded();
  }

  return {
    ...ids,
    log,
    ended,
    end,
    get signaled() {
      return log.signalingHandshakes > 0;
    },
    sockets: () => ({ signaling: signaling?.socket, media: media?.socket }),

    attachSignaling(socket: WebSocket) {
      replace(signaling);
      log.signalingHandshakes++;
      signaling = link(socket, 'signaling');
      const mine = signaling;
      socket.on('message', (raw) => {
        const message = parse(raw);
        if (message?.msg_type === 13) mine.keepAlive.answer(message.timestamp);
        if (message?.msg_type === 5 && Array.isArray(message.events))
          log.subscriptions.push(...message.events.map((e: { event_type?: number }) => Number(e.event_type)));
        if (message?.msg_type === 7 && message.rtms_stream_id === ids.streamId) acknowledge();
      });
    },

    attachMedia(socket: WebSocket, request: { media_type?: unknown; media_params?: unknown }) {
      replace(media);
      holding = false;
      log.mediaHandshakes++;
      log.mediaType = Number(request.media_type);
      const params = request.media_params as { audio?: { send_rate?: number } } | undefined;
      log.frameMs = params?.audio?.send_rate ?? 20;
      media = { ...link(socket, 'media'), acked: false };
      const mine = media;
      socket.on('message', (raw) => {
        const message = parse(raw);
        if (message?.msg_type === 13) mine.keepAlive.answer(message.timestamp);
      });
    },
  };

  function acknowledge() {
    log.readyAcks++;
    if (!media || media.acked) return;
    media.acked = true;
    if (timer) return;
    send(signaling?.socket, { msg_type: 8, state: 1, timestamp: Date.now() });
    send(signaling?.socket, { msg_type: 9, state: 2, rtms_session_id: 'session-1', timestamp: Date.now() });
    send(signaling?.socket, { msg_type: 6, event: { event_type: 1, timestamp: Date.now() } });
    timer = setInterval(tick, script.paceMs ?? log.frameMs);
  }
}
export type FakeStream = ReturnType<typeof createFakeStream>;
