import type { Speaker } from '#contracts/sessions.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { BroadcastMessage } from '#server/live/event-bus.ts';
import type { RecordedAudio } from '../recordings/recorded-audio.ts';
import { type RecordedDeps, transcribeStretch } from '../recordings/transcribe-recorded.ts';
import { SpeechError } from '../speech-provider.ts';
import type { GapRow, GapsRepository } from './gaps.repository.ts';
import { msOf } from './positions.ts';

export type RecoveryLimits = {
  /** How often due gaps are looked for. */
  everyMs: number;
  /** How long a taken gap is held from other instances while it is transcribed. */
  holdMs: number;
  /** The wait after a failed fill, doubled each time up to `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
};

export const DEFAULT_RECOVERY_LIMITS: RecoveryLimits = {
  everyMs: 5_000,
  holdMs: 120_000,
  firstWaitMs: 5_000,
  maxWaitMs: 60_000,
};

type Deps = RecordedDeps & {
  gaps: GapsRepository;
  sessions: Pick<SessionReads, 'anyById'>;
  /** The participant's recording: its stored pieces while the interview runs, or the stored WAV. */
  audioOf(sessionId: string, speaker: Speaker): Promise<RecordedAudio | undefined>;
  publish(sessionId: string, message: BroadcastMessage): void;
  limits: RecoveryLimits;
  onError(error: unknown): void;
};

/**
 * Every utterance transcribed once, in its place (docs/decisions/036-every-utterance-once.md):
 * an utterance the provider could not transcribe after its retries is recorded as a gap at its
 * exact place in the recording; this instance fills the gaps whose audio it can read as soon as
 * the provider answers again, and every screen of the session hears how far behind it is.
 */
export function createTranscriptionRecovery(deps: Deps) {
  const { gaps, limits, onError } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const status = async (sessionId: string, trouble?: SpeechError) => {
    const bytes = (await gaps.behind([sessionId])).get(sessionId) ?? 0;
    if (trouble) {
      deps.publish(sessionId, { type: 'error', data: { error: trouble.message, code: trouble.code } });
    }
    deps.publish(sessionId, {
      type: 'transcription_status',
      data: { behindSeconds: Math.round(msOf(bytes) / 1000), trouble: trouble?.message ?? null },
    });
  };

  const fill = async (gap: GapRow): Promise<void> => {
    const speaker = gap.speaker as Speaker;
    const audio = await deps.audioOf(gap.sessionId, speaker);
    // Not stored yet (the last second of a running capture): tried again a little later; no audio
    // at all, much later. Either way it steps aside, so the gaps behind it get their turn.
    if (!audio || (audio.where === 'pieces' && audio.bytes < gap.endByte)) {
      await gaps.claim(gap.id, audio ? limits.firstWaitMs : limits.maxWaitMs);
      return;
    }
    const session = await deps.sessions.anyById(gap.sessionId);
    if (!session || !(await gaps.claim(gap.id, limits.holdMs))) return;
    const stretch = { start: gap.startByte, end: gap.endByte, beganAt: gap.beganAt };
    try {
      await transcribeStretch(deps, {
        userId: session.userId,
        sessionId: gap.sessionId,
        speaker,
        audio,
        stretch,
      });
      await gaps.filled(gap.id);
      await status(gap.sessionId);
    } catch (error) {
      const wait = Math.min(limits.maxWaitMs, limits.firstWaitMs * 2 ** gap.attempts);
      await gaps.failed(gap.id, wait);
      if (!(error instanceof SpeechError)) onError(error);
    }
  };

  const round = async () => {
    do {
      again = false;
      for (const gap of await gaps.due(20)) {
        if (stopped) return;
        await fill(gap).catch(onError);
      }
    } while (again && !stopped);
  };

  /** Looks for due gaps now (a round under way looks again when it is done). */
  const kick = (): Promise<void> => {
    if (stopped || !deps.provider.transcribe) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void kick(), limits.everyMs);
  timer.unref();

  return {
    kick,

    /** Records an utterance given up after its retries, and tells every screen of the session. */
    async recordGap(
      gap: { sessionId: string; speaker: Speaker; startByte: number; endByte: number; beganAt: Date },
      error: SpeechError | undefined,
    ): Promise<void> {
      await gaps.record(gap);
      await status(gap.sessionId, error);
    },

    /** The provider answered again: tells every screen, and fills what was missed. */
    async recovered(sessionId: string): Promise<void> {
      await status(sessionId);
      void kick();
    },

    /** Seconds not yet transcribed, per session. */
    async behindSeconds(sessionIds: string[]): Promise<Map<string, number>> {
      const bytes = await gaps.behind(sessionIds);
      return new Map([...bytes].map(([id, b]) => [id, Math.round(msOf(b) / 1000)]));
    },

    /** A recruiter's "Retry now": the sessions' gaps are tried at once. */
    async retryNow(sessionIds: string[]): Promise<void> {
      await gaps.retryNow(sessionIds);
      void kick();
    },

    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
export type TranscriptionRecovery = ReturnType<typeof createTranscriptionRecovery>;
