import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createAssistantService } from '#server/assistant/assistant.service.ts';
import { createModelRegistry } from '#server/assistant/model-registry.ts';
import { createAuthService } from '#server/auth/auth.service.ts';
import { createGoogleAuthService } from '#server/auth/google-auth.service.ts';
import { createGoogleOAuth } from '#server/auth/google-oauth.client.ts';
import { createLoginThrottle, type ThrottleLimits } from '#server/auth/login-throttle.ts';
import { createPanelGrants } from '#server/auth/panel-grants.ts';
import { createSessionService } from '#server/auth/session.service.ts';
import { createSessionsRepository } from '#server/auth/sessions.repository.ts';
import { createSettingsService } from '#server/auth/settings.service.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { createZoomServices, type RtmsOptions } from '#server/integrations/zoom/zoom-services.ts';
import { createInterviewServices } from '#server/interviews/interview-services.ts';
import { createSessionReads } from '#server/interviews/sessions/session-reads.ts';
import {
  createLiveEvents,
  createLiveHubFor,
  type LiveSettings,
  postgresPool,
} from '#server/live/live-services.ts';
import { createAggregateMemo } from '#server/pipeline/aggregate-memo.ts';
import { createApplicationListsService } from '#server/pipeline/application-lists.service.ts';
import { createApplicationsService } from '#server/pipeline/applications.service.ts';
import { createCandidatesService } from '#server/pipeline/candidates.service.ts';
import { createCompaniesService } from '#server/pipeline/companies.service.ts';
import { createJobOpeningsService } from '#server/pipeline/job-openings.service.ts';
import { createPipelineRepositories, createTransact } from '#server/pipeline/transaction.ts';
import { createPrivacyServices } from '#server/privacy/privacy-services.ts';
import { createSearchRepository } from '#server/search/search.repository.ts';
import { createSearchService } from '#server/search/search.service.ts';
import { createSetupServices } from '#server/setup/setup-services.ts';
import type { RecoveryLimits } from '#server/speech/recovery/transcription-recovery.ts';
import type { SpeechProvider } from '#server/speech/speech-provider.ts';
import type { AudioLimits } from '#server/speech/speech-services.ts';
import { createSpeechServices } from '#server/speech/speech-services.ts';
import { createStorage } from '#server/storage/storage.ts';

export type ServiceOptions = {
  throttle?: ThrottleLimits;
  live?: Partial<LiveSettings>;
  /** The live assistant's scheduling; `enabled: false` in tests of the bare live channel. */
  liveAssistant?: { enabled?: boolean; debounceMs?: number };
  /**
   * Resolved sign-ins kept in memory `ms` long, while `heard()` says the database's announcements
   * of ended sessions reach this process (auth/session-ends.ts). Off when absent.
   */
  sessionCache?: { ms: number; heard: () => boolean };
  /** The app's logger, for background work (the live assistant). */
  log?: FastifyBaseLogger;
  /** Instead of the provider `config.speech` names (tests script one). */
  speechProvider?: SpeechProvider;
  /** The audio sockets' limits (tests shorten the heartbeat). */
  audio?: Partial<AudioLimits>;
  /** How often the server looks for untranscribed speech to fill (tests look more often). */
  speechRecovery?: Partial<RecoveryLimits>;
  /** Zoom's RTMS client and the speech source per participant (tests script both). */
  rtms?: RtmsOptions;
  /** The retention purge's slot length (tests shorten it). */
  purgeEveryMs?: number;
};

/** Wiring happens here once: repositories, then services. */
export function createServices(db: Db, config: Config, options: ServiceOptions = {}) {
  const users = createUsersRepository(db);
  const sessions = createSessionService({
    repo: createSessionsRepository(db),
    cacheMs: options.sessionCache?.ms ?? 0,
    heard: options.sessionCache?.heard,
  });
  const throttle = createLoginThrottle(options.throttle);
  const google = config.google ? createGoogleOAuth(config.google) : undefined;
  const pipeline = {
    repos: createPipelineRepositories(db),
    transact: createTransact(db),
    aggregates: createAggregateMemo({ ttlMs: config.aggregateTtlMs }),
  };
  const registry = createModelRegistry(config.ai);
  const assistant = createAssistantService({ registry, timeoutMs: config.ai.timeoutMs });
  const storage = createStorage(config.storage, config.sessionSecret);
  const setup = createSetupServices(db, { storage, assistant });
  const live = createLiveEvents(db, {
    options: options.live,
    onError: (err) => options.log?.warn({ err }, 'live event bus error'),
  });
  // Deleting a candidate deletes the audio of their sessions (the speech services come later).
  const candidates = createCandidatesService({
    ...pipeline,
    purgeAudio: (userId, candidateId) => speech.recordings.purgeCandidate(userId, candidateId),
  });
  const instanceId = randomUUID();
  const interviews = createInterviewServices(db, {
    // Decisions and consent are written to the audit trail (the privacy services come later).
    audit: (entry) => privacy.audit.record(entry),
    recordingNotice: config.speech.recordingNotice,
    candidates,
    events: live.events,
    registry,
    timeoutMs: config.ai.timeoutMs,
    styleExamples: setup.sampleFeedbacks.styleExamples,
    storage,
    log: options.log,
    assistant: options.liveAssistant,
    // On PostgreSQL several instances may serve one session: its assistant runs on one of them.
    election: postgresPool(db) ? { bus: live.bus, instanceId } : undefined,
  });
  const panelGrants = createPanelGrants(db);
  const liveHub = createLiveHubFor({
    ...live,
    db,
    instanceId,
    // A Meet panel's socket is kept while its grant lasts (decision 037), any other while its sign-in does.
    resolveSession: async (token: string) =>
      (token.startsWith('ihg_') ? await panelGrants.resolve(token) : undefined) ?? sessions.resolve(token),
    addChunk: interviews.conversation.addChunk,
    options: options.live,
    onError: (err) => options.log?.error({ err }, 'live channel message failed'),
  });
  const speech = createSpeechServices({
    config,
    provider: options.speechProvider,
    db,
    store: storage.store,
    ...live,
    sessions: createSessionReads(db),
    addChunk: interviews.conversation.addChunk,
    stillSignedIn: async (token) => (await sessions.resolve(token)) !== undefined,
    limits: options.audio,
    instanceId,
    recovery: options.speechRecovery,
    onError: (err) => options.log?.warn({ err }, 'audio ingest failed'),
  });
  const zoom = createZoomServices({
    db,
    config,
    bus: live.bus,
    sessions: createSessionReads(db),
    openSource: speech.openSource,
    log: options.log,
    options: options.rtms,
    onError: (err) => options.log?.warn({ err }, 'zoom stream failed'),
  });
  const privacy = createPrivacyServices({
    db,
    store: storage.store,
    ttlSeconds: storage.ttlSeconds,
    instanceId,
    events: live.events,
    purgeEveryMs: options.purgeEveryMs,
    log: options.log,
    eraseRecordingFiles: (sessionId) => speech.recordings.eraseSession(sessionId),
    removeSession: (userId, sessionId) => interviews.sessions.remove(userId, sessionId),
    removeCandidate: (userId, candidateId) => candidates.remove(userId, candidateId),
  });
  return {
    users,
    sessions,
    panelGrants,
    auth: createAuthService({ users, sessions, throttle }),
    settings: createSettingsService({ users, sessions, throttle }),
    googleAuth: createGoogleAuthService({ users, sessions, google }),
    assistant,
    companies: createCompaniesService(pipeline),
    jobOpenings: createJobOpeningsService(pipeline),
    candidates,
    applications: createApplicationsService(pipeline),
    applicationLists: createApplicationListsService(pipeline),
    storage,
    ...setup,
    interviews,
    liveHub,
    speech,
    zoom,
    privacy,
    search: createSearchService({ repo: createSearchRepository(db) }),
  };
}
export type Services = ReturnType<typeof createServices>;
