import { randomUUID } from 'node:crypto';
import { RTMS_PENDING_TTL_MS } from '#contracts/rtms.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import { type AddressRules, DEFAULT_RTMS_HOSTS, urlProblem } from './rtms-client/rtms-checks.ts';
import { connectRtms } from './rtms-client/rtms-client.ts';
import type { RtmsOptions as RtmsClientOptions, RtmsLog } from './rtms-client/rtms-timings.ts';
import { createRtmsConnections } from './streams/rtms-connections.ts';
import { createRtmsPendingRepository } from './streams/rtms-pending.repository.ts';
import type { OpenSpeechSource, RtmsConnect } from './streams/rtms-port.ts';
import { createRtmsStreamsRepository } from './streams/rtms-streams.repository.ts';
import { createRtmsStreamsService } from './streams/rtms-streams.service.ts';
import { createWebhookDedupe } from './webhooks/webhook-dedupe.ts';
import { createZoomAppLinks } from './zoom-app/zoom-app-links.ts';

/** How the streams run; tests shorten the renewal and the staleness. */
export type RtmsOptions = {
  /** Instead of the RTMS client (`connectRtms`): tests script one. */
  connect?: RtmsConnect;
  /** Instead of the speech ingest's sources: tests script them. */
  openSource?: OpenSpeechSource;
  /** The RTMS client's timings, and `ws://` for a local peer (tests). */
  client?: Partial<RtmsClientOptions>;
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
  /** The user's sessions, and those a stream or a webhook finds whoever owns them. */
  sessions: Pick<SessionReads, 'find' | 'anyById' | 'activeOnZoomMeeting' | 'withNames'>;
  /** The speech ingest's source per participant (`speech.openSource`). */
  openSource: OpenSpeechSource;
  log?: RtmsLog;
  options?: RtmsOptions;
  onError(error: unknown): void;
};

/** Zoom: the RTMS streams of sessions and the webhooks that start them. */
export function createZoomServices(deps: Deps) {
  const { db, config, options = {} } = deps;
  const now = () => new Date();
  const repo = createRtmsStreamsRepository(db);
  const openSource = options.openSource ?? deps.openSource;
  // Zoom's hosts only (`ZOOM_RTMS_HOSTS`), checked when a webhook names one and again when dialled.
  const addressRules: AddressRules = {
    allowInsecure: options.client?.allowInsecure ?? false,
    hosts: options.client?.hosts ?? config.zoom?.rtmsHosts ?? DEFAULT_RTMS_HOSTS,
  };
  const connect: RtmsConnect =
    options.connect ??
    ((credentials, start, handlers) =>
      connectRtms(credentials, start, handlers, { log: deps.log, ...options.client, ...addressRules }));
  const connections = config.zoom
    ? createRtmsConnections({
        connect,
        credentials: { clientId: config.zoom.clientId, clientSecret: config.zoom.clientSecret },
        openSource,
        repo,
        readSession: deps.sessions.anyById,
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
    sessions: deps.sessions,
    connections,
    instanceId: randomUUID(),
    now,
    staleMs: options.staleMs ?? DEFAULT_RTMS_STALE_MS,
    pendingTtlMs: RTMS_PENDING_TTL_MS,
  });
  return {
    streams,
    webhookDedupe: createWebhookDedupe(db),
    /** The Zoom App's sign-ins through the system browser (decision 050). */
    appLinks: createZoomAppLinks(db),
    /** Why a webhook's `server_urls` is refused, or undefined. */
    serverAddressProblem: (url: string) => urlProblem(url, addressRules),
  };
}
export type ZoomServices = ReturnType<typeof createZoomServices>;
