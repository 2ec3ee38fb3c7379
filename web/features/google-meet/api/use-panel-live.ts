import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LIVE_CLOSE, type PersistedMessage, ServerMessage, type SuggestionDto } from '#contracts/realtime.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { sessionKeys } from '#web/lib/sessions/keys.ts';

/** Spec 000 §9: reconnect 3000 ms after an abnormal close. */
export const RECONNECT_DELAY_MS = 3000;

/** Whether the panel is live: before the first open it is connecting, after a close disconnected. */
export type PanelLiveState = 'connecting' | 'live' | 'disconnected';

type Apply<M> = (client: QueryClient, sessionId: string, message: M) => void;
type Handlers = { [M in PersistedMessage as M['type']]?: Apply<M> };

/**
 * What the events the panel shows do to its cached reads, as on the dashboard: the agenda and the
 * evaluation travel whole, suggestions merge by id. Transcript and notes are not shown here.
 */
const HANDLERS: Handlers = {
  agenda_update: (client, id, { data }) =>
    client.setQueryData<SessionDetail>(sessionKeys.detail(id), (session) =>
      session ? { ...session, agenda: data.items, progressPercentage: data.progressPercentage } : session,
    ),
  session_update: (client, id, { data }) =>
    client.setQueryData<SessionDetail>(sessionKeys.detail(id), (session) =>
      session ? { ...session, status: data.status, endTime: data.endTime } : session,
    ),
  evaluation_updated: (client, id, { data }) =>
    client.setQueryData(sessionKeys.evaluation(id), { evaluationData: { sections: data.sections } }),
  new_suggestion: (client, id, { data }) => mergeSuggestions(client, id, data.suggestions),
  suggestion_update: (client, id, { data }) => mergeSuggestions(client, id, data.suggestions),
};

function mergeSuggestions(client: QueryClient, sessionId: string, incoming: SuggestionDto[]) {
  const key = sessionKeys.suggestions(sessionId);
  if (client.getQueryData(key) === undefined) return void client.invalidateQueries({ queryKey: key });
  client.setQueryData<SuggestionDto[]>(key, (list = []) => {
    const byId = new Map(incoming.map((s) => [s.id, s]));
    const kept = list.map((s) => byId.get(s.id) ?? s);
    const known = new Set(list.map((s) => s.id));
    return [...kept, ...incoming.filter((s) => !known.has(s.id))];
  });
}

/** `ws(s)://{host}/ws?sessionId={id}&lastSeq={n}`: the dashboard's live channel. */
export function panelLiveUrl(sessionId: string, lastSeq: number, location: Location = window.location) {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws?${new URLSearchParams({ sessionId, lastSeq: String(lastSeq) })}`;
}

/**
 * Keeps the panel's reads of one session live over the dashboard's channel, from the session's
 * `lastSeq`: each event applied once, in seq order; after an abnormal close it reconnects with the
 * last seq applied, so the server replays what was missed. Not after a normal close, nor once the
 * session is completed.
 */
export function usePanelLive(session: SessionDetail): PanelLiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PanelLiveState>('connecting');
  const position = useRef({ sessionId: session.id, seq: session.lastSeq });
  if (position.current.sessionId !== session.id)
    position.current = { sessionId: session.id, seq: session.lastSeq };
  const sessionId = session.id;

  useEffect(() => {
    const at = position.current;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onMessage = (raw: unknown) => {
      const parsed = ServerMessage.safeParse(typeof raw === 'string' ? parseJson(raw) : undefined);
      if (!parsed.success || !('seq' in parsed.data) || parsed.data.type === 'ack') return;
      const message = parsed.data as PersistedMessage;
      if (message.seq <= at.seq) return;
      at.seq = message.seq;
      (HANDLERS[message.type] as Apply<PersistedMessage> | undefined)?.(queryClient, sessionId, message);
    };
    const connect = () => {
      const ws = new WebSocket(panelLiveUrl(sessionId, at.seq));
      socket = ws;
      ws.onopen = () => setState('live');
      ws.onmessage = (event) => onMessage(event.data);
      ws.onclose = (event) => {
        socket = null;
        setState('disconnected');
        const status = queryClient.getQueryData<SessionDetail>(sessionKeys.detail(sessionId))?.status;
        if (stopped || event.code === LIVE_CLOSE.normal || (status && status !== 'active')) return;
        timer = setTimeout(connect, RECONNECT_DELAY_MS);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(LIVE_CLOSE.normal, 'left the panel');
    };
  }, [sessionId, queryClient]);

  return state;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
