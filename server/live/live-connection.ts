import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { LIVE_CLOSE, type PersistedMessage, type ServerMessage } from '#contracts/realtime.ts';
import type { BusEvent, EventBus } from './event-bus.ts';

export type ConnectionLimits = {
  /** Above this many queued bytes the client is a slow consumer and is closed with 4008. */
  slowConsumerBytes: number;
  /** Events read from the database per replay query. */
  replayPage: number;
  /** How long a replay waits for a client to read what it has queued before giving up. */
  drainTimeoutMs: number;
  /** How long an event that arrived ahead of its predecessor waits before the gap is read from the DB. */
  gapWaitMs: number;
};

type Deps = {
  socket: WebSocket;
  sessionId: string;
  lastSeq: number;
  subscribe: EventBus['subscribe'];
  /** The bus's `tracked`: the replay waits for it (several instances). */
  tracked?: EventBus['tracked'];
  replay(sessionId: string, afterSeq: number, limit: number): Promise<PersistedMessage[]>;
  limits: ConnectionLimits;
  /** What this socket may see of each persisted event (a Meet panel's socket sees less). */
  view?: LiveView;
};

/** Shapes a persisted event for one socket; it keeps the seq. */
export type LiveView = (message: PersistedMessage) => PersistedMessage;

/** One JSON text per published message, shared by every socket of the session. */
const serialized = new WeakMap<object, string>();
function serialize(message: ServerMessage): string {
  let text = serialized.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    serialized.set(message, text);
  }
  return text;
}

/**
 * Delivers a session's events to one socket in seq order without gaps: it subscribes first,
 * replays `seq > lastSeq` from the database, then sends live events, holding any that arrive
 * ahead of a missing seq and reading the gap from the database if it does not fill by itself.
 */
export function openLiveConnection(deps: Deps) {
  const { socket, sessionId, lastSeq, subscribe, tracked, replay, limits, view } = deps;
  let lastSent = lastSeq;
  let live = false;
  let catchingUp: Promise<void> | undefined;
  let gapTimer: NodeJS.Timeout | undefined;
  let ending: 'closed' | 'deleted' | undefined;
  const pending = new Map<number, PersistedMessage>();
  const isOpen = () => socket.readyState === WebSocket.OPEN;

  const close = (code: number, reason: string) => {
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
      socket.close(code, reason);
    }
  };

  /** Never queues without bound: past the limit the client must reconnect and replay. */
  const send = (text: string): boolean => {
    if (!isOpen()) return false;
    if (socket.bufferedAmount > limits.slowConsumerBytes) {
      close(LIVE_CLOSE.slowConsumer, 'slow consumer; reconnect with lastSeq');
      return false;
    }
    socket.send(text);
    return true;
  };

  const drained = async (): Promise<boolean> => {
    const started = Date.now();
    while (isOpen() && socket.bufferedAmount > limits.slowConsumerBytes / 2) {
      if (Date.now() - started > limits.drainTimeoutMs) {
        close(LIVE_CLOSE.slowConsumer, 'slow consumer; reconnect with lastSeq');
        return false;
      }
      await sleep(5);
    }
    return isOpen();
  };

  const finishIfEnded = () => {
    if (ending === 'closed' && pending.size === 0 && !catchingUp) close(LIVE_CLOSE.normal, 'session closed');
  };

  const flush = () => {
    for (let next = pending.get(lastSent + 1); next; next = pending.get(lastSent + 1)) {
      pending.delete(next.seq);
      if (!send(serialize(view ? view(next) : next))) return;
      lastSent = next.seq;
    }
    if (pending.size > 0) gapTimer ??= setTimeout(fillGap, limits.gapWaitMs);
    finishIfEnded();
  };

  const readMissed = async () => {
    for (;;) {
      const page = await replay(sessionId, lastSent, limits.replayPage);
      for (const message of page) {
        if (message.seq <= lastSent) continue;
        if (!(await drained()) || !send(JSON.stringify(view ? view(message) : message))) return;
        lastSent = message.seq;
      }
      if (page.length < limits.replayPage) break;
    }
    for (const seq of pending.keys()) if (seq <= lastSent) pending.delete(seq);
  };

  const catchUp = (after: Promise<void> = Promise.resolve()) => {
    catchingUp ??= after
      .then(readMissed)
      .catch(() => close(LIVE_CLOSE.tryAgain, 'could not read the session events; reconnect with lastSeq'))
      .finally(() => {
        catchingUp = undefined;
        live = true;
        flush();
      });
    return catchingUp;
  };

  function fillGap() {
    gapTimer = undefined;
    if (isOpen() && pending.size > 0) void catchUp();
  }

  const onEvent = (event: BusEvent) => {
    if (event.type === 'session_ended') {
      ending = event.reason;
      if (event.reason === 'deleted') close(LIVE_CLOSE.normal, 'session deleted');
      else if (live) flush();
      return;
    }
    if (!('seq' in event)) {
      if (live) send(serialize(event));
      return;
    }
    if (event.seq <= lastSent) return;
    pending.set(event.seq, event);
    if (live && !catchingUp) flush();
  };

  const unsubscribe = subscribe(sessionId, onEvent);
  socket.once('close', () => {
    unsubscribe();
    if (gapTimer) clearTimeout(gapTimer);
  });

  return {
    /** Resolves once the replay has been sent and the socket is live. */
    ready: catchUp(tracked?.(sessionId)),
    /** Sends an ephemeral message (an ack, an error) to this socket only. */
    sendDirect: (message: ServerMessage) => send(JSON.stringify(message)),
    close,
  };
}
export type LiveConnection = ReturnType<typeof openLiveConnection>;
