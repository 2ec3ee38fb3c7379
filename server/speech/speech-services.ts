import path from 'node:path';
import pLimit from 'p-limit';
import type { Speaker } from '#contracts/sessions.ts';
import type { SpeechStatusDto, TranscriptionBacklogDto } from '#contracts/speech.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { createAudioExportsRepository } from '#server/interviews/audio-exports/audio-exports.repository.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import { sessionNotFound } from '#server/interviews/sessions/session-writes.ts';
import { AppError, tooManyLiveConnections } from '#server/lib/errors.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { ChunkIngest } from '#server/live/live-inbound.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import { createPipelineReads } from '#server/pipeline/pipeline-reads.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { type AudioAdmission, type AudioQuery, createAudioAdmission } from './ingest/audio-admission.ts';
import {
  createAudioSocketLeases,
  DEFAULT_SOCKET_LEASE_MS,
  type SocketLeaseLimits,
} from './ingest/audio-socket-leases.ts';
import { type AudioSocketLimits, createAudioSockets } from './ingest/audio-sockets.ts';
import { type AudioSourceInput, createAudioSources } from './ingest/audio-sources.ts';
import { DEFAULT_FLOOD_LIMITS } from './ingest/flood-gauge.ts';
import { createSpeechChunks } from './ingest/speech-chunks.ts';
import { createPromptContext } from './ingest/speech-prompt.ts';
import { createHeardMarks } from './recordings/heard-marks.ts';
import { findRecordedAudio } from './recordings/recorded-audio.ts';
import { spoolPaths } from './recordings/recording-paths.ts';
import { createRecordingQuota, DEFAULT_RESERVE_BYTES } from './recordings/recording-quota.ts';
import { createRecordingUsageRepository } from './recordings/recording-usage.repository.ts';
import { createRecordings } from './recordings/recordings.service.ts';
import type { TrackKey } from './recordings/track-pieces.repository.ts';
import { createTracksRepository } from './recordings/tracks.repository.ts';
import { createGapsRepository } from './recovery/gaps.repository.ts';
import { createSpokenLines } from './recovery/spoken-lines.ts';
import {
  createTranscriptionRecovery,
  DEFAULT_RECOVERY_LIMITS,
  type RecoveryLimits,
} from './recovery/transcription-recovery.ts';
import type { SpeechProvider } from './speech-provider.ts';

/** Audio sockets admitted, and captures opened, at the same time on one instance. */
const OPENING_AT_ONCE = 3;

/** The audio sockets' limits, their cap across instances, and the quota's reservation size. */
export type AudioLimits = AudioSocketLimits & SocketLeaseLimits & { reserveBytes: number };

export const DEFAULT_AUDIO_LIMITS: AudioLimits = {
  ...DEFAULT_FLOOD_LIMITS,
  maxSocketsPerUser: 20,
  leaseMs: DEFAULT_SOCKET_LEASE_MS,
  reserveBytes: DEFAULT_RESERVE_BYTES,
  heartbeatMs: 30_000,
  authCheckMs: 3_000,
  sendBufferBytes: 256 * 1024,
};

type Deps = {
  config: Pick<Config, 'speech' | 'dataDir'>;
  /** The configured provider; undefined when the server only records (`browser`). */
  provider: SpeechProvider | undefined;
  db: Db;
  store: Pick<ObjectStore, 'put' | 'get' | 'delete' | 'head'>;
  bus: Pick<EventBus, 'subscribe'>;
  events: Pick<SessionEvents, 'signal' | 'onSessionEnded'>;
  sessions: Pick<SessionReads, 'find' | 'anyById' | 'idsOfCandidate'>;
  addChunk: ChunkIngest;
  stillSignedIn(token: string): Promise<boolean>;
  limits?: Partial<AudioLimits>;
  /** This server instance, on the rows of the sockets it holds. */
  instanceId: string;
  recovery?: Partial<RecoveryLimits>;
  onError(error: unknown): void;
};

/** Hearing the interview (decision 031): the audio channels' ingest and the recordings. */
export function createSpeechServices(deps: Deps) {
  const { config, provider, events, onError } = deps;
  const paths = spoolPaths(path.join(config.dataDir, 'recordings'));
  const limits = { ...DEFAULT_AUDIO_LIMITS, ...deps.limits };
  const usage = createRecordingUsageRepository(deps.db);
  const quota = createRecordingQuota({
    usage,
    limits: { quotaBytes: config.speech.recordingQuotaBytes, reserveBytes: limits.reserveBytes },
    onError,
  });
  const leases = createAudioSocketLeases(deps.db, deps.instanceId, limits);
  const tracks = createTracksRepository(deps.db);
  const recordings = createRecordings({
    usage,
    paths,
    store: deps.store,
    tracks,
    exports: createAudioExportsRepository(deps.db),
    sessions: deps.sessions,
    bus: deps.bus,
    onError,
  });
  // The instance that ends a session exports its tracks (closed) or deletes its audio (deleted).
  const stopFollowing = events.onSessionEnded((sessionId, reason) => {
    void (reason === 'deleted' ? recordings.sessionDeleted(sessionId) : recordings.sessionClosed(sessionId));
  });
  const publish = events.signal;
  const language = config.speech.language;
  const diarize = config.speech.azure?.diarize ?? false;
  const promptContext = createPromptContext(deps.db);
  const linesOf = createSpokenLines(deps.db);
  const audioOf = (sessionId: string, speaker: Speaker) =>
    findRecordedAudio({ store: deps.store, tracks }, sessionId, speaker);
  const recovery = createTranscriptionRecovery({
    provider: provider ?? {},
    language,
    diarize,
    addChunk: deps.addChunk,
    linesOf,
    prompt: promptContext,
    gaps: createGapsRepository(deps.db),
    sessions: deps.sessions,
    audioOf,
    publish,
    limits: { ...DEFAULT_RECOVERY_LIMITS, ...deps.recovery },
    onError,
  });
  const heardMarks = createHeardMarks(tracks, onError);
  const ingest = {
    provider,
    language,
    diarize,
    commit: createSpeechChunks({ addChunk: deps.addChunk, publish, onError }),
    publish,
    recovery,
    heard: heardMarks.heard,
    async spokenTo({ sessionId, speaker }: TrackKey) {
      const ends = (await linesOf(sessionId)).filter((l) => l.speaker === speaker).map((l) => l.end);
      return Math.max(0, ...ends);
    },
    async readTrack({ sessionId, speaker }: TrackKey, start: number, end: number) {
      const audio = await audioOf(sessionId, speaker);
      if (!audio) throw new Error('The track holds no audio yet');
      return audio.read(start, end);
    },
    promptContext,
    onError,
    processedEveryMs: 1_000,
    endTimeoutMs: 15_000,
  };
  /**
   * Captures opening at once (every interview's sockets coming back after a restart) take a few
   * database connections at a time: the rest of the pool stays free for the live path.
   */
  const opening = pLimit(OPENING_AT_ONCE);
  // A closing session ends its sockets and its server-side sources before its spools are exported.
  let endSockets: (sessionId: string, reason: string) => Promise<void> = async () => undefined;
  const sockets = createAudioSockets({
    recordings: {
      spools: recordings.spools,
      follow: recordings.follow,
      setStreamEnder: (ender) => {
        endSockets = ender;
      },
    },
    tracks,
    ingest,
    limits,
    leases,
    quota,
    opening,
    stillSignedIn: deps.stillSignedIn,
    onError,
  });
  const sources = createAudioSources({ recordings, ingest, quota, onError });
  const admit = createAudioAdmission(deps.sessions);
  recordings.setStreamEnder(async (sessionId, reason) => {
    await Promise.all([endSockets(sessionId, reason), sources.endSession(sessionId)]);
  });

  const pipeline = createPipelineReads(deps.db);
  /** The user's sessions with their candidate; another user's or an unknown candidate is 404. */
  const candidateSessionIds = async (userId: string, candidateId: string) => {
    if (!(await pipeline.candidateName(userId, candidateId))) throw AppError.notFound('Candidate');
    return deps.sessions.idsOfCandidate(userId, candidateId);
  };

  return {
    /**
     * An audio socket of the user's: the session's rules (audio-admission.ts), then room in their
     * recording quota (409 once full), then a place under their socket cap on every instance (429).
     */
    admit: (userId: string, query: AudioQuery): Promise<AudioAdmission> =>
      opening(async () => {
        const admission = await admit(userId, query);
        await quota.ensureRoom(userId);
        const leaseId = await leases.take(userId);
        if (!leaseId) throw tooManyLiveConnections();
        return { ...admission, leaseId };
      }),
    /** `GET /api/recordings/storage`: the user's recording storage and quota. */
    storage: (userId: string) => quota.storage(userId),
    provider,
    recovery,
    /** Seconds not yet transcribed of the user's session (404 for any other id). */
    async backlog(userId: string, sessionId: string): Promise<TranscriptionBacklogDto> {
      const session = await deps.sessions.find(userId, sessionId);
      if (!session) throw sessionNotFound();
      return { behindSeconds: (await recovery.behindSeconds([session.id])).get(session.id) ?? 0 };
    },
    /** The same over the user's sessions with a candidate (the candidate's scorecard). */
    async candidateBacklog(userId: string, candidateId: string): Promise<TranscriptionBacklogDto> {
      const ids = await candidateSessionIds(userId, candidateId);
      const seconds = await recovery.behindSeconds(ids);
      return { behindSeconds: [...seconds.values()].reduce((a, b) => a + b, 0) };
    },
    /** "Retry now": the gaps are tried at once; answers what is still behind. */
    async retry(userId: string, target: { sessionId: string } | { candidateId: string }) {
      const ids =
        'sessionId' in target
          ? [(await deps.sessions.find(userId, target.sessionId))?.id].filter((id): id is string => !!id)
          : await candidateSessionIds(userId, target.candidateId);
      if ('sessionId' in target && ids.length === 0) throw sessionNotFound();
      await recovery.retryNow(ids);
    },
    accept: sockets.accept,
    recordings,

    /**
     * One participant's audio from a server-side source (a Zoom RTMS stream): spooled, transcribed
     * by the provider (or by the source, through `say`), lines added as `speakerName`; results go to
     * the session's screens and transcript only. End it when the participant's audio stops.
     */
    openSource: (input: AudioSourceInput) => sources.open(input),

    /** `GET /api/speech`: what the server hears with, so the dashboard can say what works. */
    status(): SpeechStatusDto {
      return {
        provider: provider ? config.speech.provider : 'browser',
        serverTranscription: provider !== undefined,
        diarization: provider?.diarizes ?? false,
        recordingNotice: config.speech.recordingNotice,
      };
    },

    /** Closes the audio sockets and sources (their last finals committed), then flushes the spools. */
    async stop(): Promise<void> {
      stopFollowing();
      await Promise.all([sockets.stop(), sources.stop()]);
      await heardMarks.flush();
      await recovery.stop();
      await recordings.stop();
    },
  };
}
export type SpeechServices = ReturnType<typeof createSpeechServices>;
