import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ClientMessage, LIVE_CLOSE, type PersistedMessage, ServerMessage } from '#contracts/realtime.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { grantProtocols } from '#web/lib/bearer-grant.ts';
import { notifyError } from '#web/lib/notify.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';
import { transcriptionBacklogKey } from '../transcription-backlog-key.ts';
import { readLiveData, writeLiveChange } from './live-cache.ts';
import {
  applyLiveEvent,
  applyPartialEvent,
  dropStalePartials,
  PARTIAL_STALE_MS,
  type PartialLine,
} from './live-event-reducer.ts';
import { type LiveLogEntry, useLiveLog } from './live-log.ts';

/** Spec 000 §9: reconnect 3000 ms after an abnormal close. */
export const RECONNECT_DELAY_MS = 3000;
/** A slow consumer lost nothing (it resumes from its last seq), so it comes back at once. */
export const SLOW_CONSUMER_RECONNECT_MS = 250;
export const CONNECTION_FAILED = 'Failed to connect to real-time updates';

export type LiveChannel = {
  connected: boolean;
  /** The last connection problem or server error message, until the next connection or dismissal. */
  error: string | null;
  dismissError: () => void;
  /** The latest raw messages, newest last (only when `keepLog` is set). */
  log: LiveLogEntry[];
  /** What is being said right now, one line per audio stream (ephemeral, never stored). */
  partials: PartialLine[];
  /** Sends on the open socket (the browser recognizer's words); false when it is not open. */
  send: (message: ClientMessage) => boolean;
};

type Options = {
  keepLog?: boolean;
  /** Whether a failed connection is also toasted ('Connection Error'); on unless set to false. */
  toastErrors?: boolean;
};

/** `ws(s)://{host}/ws?sessionId={id}&lastSeq={n}` on the page's own host. */
export function liveUrl(sessionId: string, lastSeq: number, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ sessionId, lastSeq: String(lastSeq) });
  return `${protocol}//${location.host}/ws?${query}`;
}

/**
 * Keeps one session's cached reads live: once the session is loaded it opens the live channel
 * from the session's `lastSeq`, applies each event once and in seq order, and after an abnormal
 * close reconnects with the highest seq applied, so the server replays what was missed. It does
 * not reconnect after a normal close (1000) or once the session is completed.
 */
export function useLiveChannel(
  sessionId: string | undefined,
  session: SessionDetail | undefined,
  options: Options = {},
): LiveChannel {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const log = useLiveLog(options.keepLog ?? false);
  const [partials, setPartials] = useState<PartialLine[]>([]);
  const open = useRef<WebSocket | null>(null);
  const applied = useRef<{ sessionId: string; seq: number } | null>(null);
  const loaded = session !== undefined && session.id === sessionId;
  // Where the loaded data ends; later refetches of the session do not move the channel back.
  if (loaded && applied.current?.sessionId !== session.id) {
    applied.current = { sessionId: session.id, seq: session.lastSeq };
  }
  const record = log.record;
  const toastErrors = options.toastErrors ?? true;

  useEffect(() => {
    const position = applied.current;
    if (!sessionId || !loaded || position?.sessionId !== sessionId) return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let reported = false;

    const applyPersisted = (message: PersistedMessage) => {
      const change = applyLiveEvent(position.seq, readLiveData(queryClient, sessionId), message);
      if (!change) return;
      position.seq = change.seq;
      writeLiveChange(queryClient, sessionId, change);
    };

    const onMessage = (raw: unknown) => {
      const parsed = ServerMessage.safeParse(parseJson(raw));
      record(parsed.success ? parsed.data : raw);
      if (!parsed.success) return console.error('Unreadable live message', parsed.error);
      const message = parsed.data;
      setPartials((lines) => applyPartialEvent(lines, message, Date.now()));
      if (message.type === 'error') setError(message.data.error);
      else if (message.type === 'transcription_status')
        queryClient.setQueryData(transcriptionBacklogKey(sessionId), {
          behindSeconds: message.data.behindSeconds,
        });
      else if ('seq' in message && message.type !== 'ack') applyPersisted(message);
    };

    const connect = () => {
      const ws = new WebSocket(liveUrl(sessionId, position.seq), grantProtocols());
      socket = ws;
      ws.onopen = () => {
        open.current = ws;
        setConnected(true);
        setError(null);
        reported = false;
      };
      ws.onmessage = (event) => onMessage(event.data);
      ws.onerror = () => {
        setError(CONNECTION_FAILED);
        if (!reported && toastErrors) notifyError('Connection Error', CONNECTION_FAILED);
        reported = true;
      };
      ws.onclose = (event) => {
        socket = null;
        open.current = null;
        setConnected(false);
        // Words said while away arrive as chunks; a line left from before would never end.
        setPartials([]);
        if (stopped || event.code === LIVE_CLOSE.normal || isEnded(queryClient, sessionId)) return;
        const slow = event.code === LIVE_CLOSE.slowConsumer;
        timer = setTimeout(connect, slow ? SLOW_CONSUMER_RECONNECT_MS : RECONNECT_DELAY_MS);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(LIVE_CLOSE.normal, 'left the dashboard');
      open.current = null;
      setConnected(false);
    };
  }, [sessionId, loaded, queryClient, record, toastErrors]);

  // Drops each line once it goes stale (the renewal of a line reschedules this).
  useEffect(() => {
    if (partials.length === 0) return;
    const oldest = Math.min(...partials.map((l) => l.receivedAt));
    const timer = setTimeout(
      () => setPartials((lines) => dropStalePartials(lines, Date.now())),
      Math.max(0, oldest + PARTIAL_STALE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [partials]);

  const send = useCallback((message: ClientMessage) => {
    const ws = open.current;
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }, []);
  const dismissError = useCallback(() => setError(null), []);
  return { connected, error, dismissError, log: log.entries, partials, send };
}

/** A completed (or closed) session gets no new events, so its channel is not reopened. */
function isEnded(queryClient: QueryClient, sessionId: string): boolean {
  const status = queryClient.getQueryData<SessionDetail>(sessionKeys.detail(sessionId))?.status;
  return status === 'completed' || status === 'closed';
}

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
