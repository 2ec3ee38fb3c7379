import { randomUUID } from 'node:crypto';
import { RTMS_PENDING_TTL_MS } from '#contracts/rtms.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { ChunkIngest } from '#server/live/live-inbound.ts';
import { createRtmsConnections } from './streams/rtms-connections.ts';
import { createRtmsPendingRepository } from './streams/rtms-pending.repository.ts';
import type { OpenSpeechSource, RtmsConnect } from './streams/rtms-port.ts';
import { createRtmsSessionsRepository } from './streams/rtms-sessions.repository.ts';
import { createRtmsStreamsRepository } from './streams/rtms-streams.repository.ts';
import { createRtmsStreamsService } from './streams/rtms-streams.service.ts';
import { createWebhookDedupe } from './webhooks/webhook-dedupe.ts';

/** How the streams run; tests shorten the renewal and the staleness. */
export type RtmsOptions = {
  /** The RTMS client (`connectRtms`); without it Zoom's starts stay pending. */
  connect?: RtmsConnect;
  /** The speech ingest's source per participant (`speech.openSource`). */
  openSource?: OpenSpeechSource;
  /** How often a held stream's row is renewed and its session's mappings read again. */
  refreshMs?: number;
  /** A live row not renewed for this long counts as stopped. */
  staleMs?: number;
};

export const DEFAULT_RTMS_REFRESH_MS = 5_000;
export const DEFAULT_RTMS_STALE_MS = 60_000;

type Deps = {
  db: Db;
  config: Pick<Config, 'zoom'>;
  bus: Pick<EventBus, 'subscribe'>;
  sessions: Pick<SessionReads, 'find'>;
  addChunk: ChunkIngest;
  /** Whether a speech provider transcribes audio on the server (else Zoom's transcript is used). */
  serverTranscription: boolean;
  options?: RtmsOptions;
  onError(error: unknown): void;
};

/** Zoom: the RTMS streams of sessions and the webhooks that start them. */
export function createZoomServices(deps: Deps) {
  const { db, config, options = {} } = deps;
  const now = () => new Date();
  const repo = createRtmsStreamsRepository(db);
  const sessions = createRtmsSessionsRepository(db);
  const { connect, openSource } = options;
  const connections =
    config.zoom && connect && openSource
      ? createRtmsConnections({
          connect,
          credentials: { clientId: config.zoom.clientId, clientSecret: config.zoom.clientSecret },
          openSource,
          repo,
          readSession: sessions.byId,
          zoomTranscripts: deps.serverTranscription ? undefined : deps.addChunk,
          refreshMs: options.refreshMs ?? DEFAULT_RTMS_REFRESH_MS,
          now,
          onError: deps.onError,
          bus: deps.bus,
        })
      : undefined;
  const streams = createRtmsStreamsService({
    zoom: config.zoom,
    streams: repo,
    pending: createRtmsPendingRepository(db),
    sessions,
    owned: deps.sessions,
    connections,
    instanceId: randomUUID(),
    now,
    staleMs: options.staleMs ?? DEFAULT_RTMS_STALE_MS,
    pendingTtlMs: RTMS_PENDING_TTL_MS,
  });
  return { streams, webhookDedupe: createWebhookDedupe() };
}
export type ZoomServices = ReturnType<typeof createZoomServices>;
