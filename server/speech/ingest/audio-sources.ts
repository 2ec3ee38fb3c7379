import { randomUUID } from 'node:crypto';
import type { Speaker } from '#contracts/sessions.ts';
import type { SpeechServerMessage } from '#contracts/speech.ts';
import type { Recordings } from '../recordings/recordings.service.ts';
import { type IngestDeps, openAudioIngest } from './audio-ingest.ts';

export type AudioSourceInput = {
  /** The session's owner: the lines are added as theirs. */
  userId: string;
  sessionId: string;
  speaker: Speaker;
  /** Who speaks (a Zoom participant's name): on their partials and transcript lines. */
  speakerName: string;
  /** Where the audio comes from (an RTMS stream id); each source gets its own id under it. */
  streamId: string;
  /**
   * The source brings its own transcript (Zoom's, through `say`): its audio is kept for the
   * recording but not sent to the speech provider, so nothing is transcribed twice.
   */
  transcribedElsewhere?: boolean;
};

/** Audio of one participant from a server-side source (a Zoom RTMS stream), no socket involved. */
export type AudioSource = {
  /** This source's stream id (partials and line ids): `<input streamId>:<8 hex>`. */
  streamId: string;
  /** Takes PCM16 16 kHz mono; false while the participant's spool file is behind. */
  take(pcm: Buffer): boolean;
  /**
   * A final line heard elsewhere (Zoom's transcript), committed as this participant's, stamped
   * with when its speech began (`beganAt`, when the source knows it; else now).
   */
  say(text: string, beganAt?: Date): Promise<void>;
  /** Ends the provider stream, commits its last lines and lets go of the spool. */
  end(): Promise<void>;
};

type Deps = {
  recordings: Pick<Recordings, 'spools' | 'follow'>;
  ingest: IngestDeps;
  onError(error: unknown): void;
};

/** A source's clock further than this from ours is not believed (a stream's own counter, a skewed host). */
const CLOCK_SKEW_MAX_MS = 10 * 60_000;

/** When a source says its speech began, if that is believable; else now. */
const believable = (beganAt: Date | undefined, now: Date) =>
  beganAt && Math.abs(beganAt.getTime() - now.getTime()) <= CLOCK_SKEW_MAX_MS ? beganAt : now;

/**
 * Sources of audio the server pulls itself (docs/decisions/031-hearing-the-interview.md): the same
 * ingest as an audio socket — spool per participant, provider partials to every screen, finals as
 * transcript lines — with the participant's name on every line and nobody to answer.
 */
export function createAudioSources({ recordings, ingest, onError }: Deps) {
  const live = new Set<{ sessionId: string; end(): Promise<void> }>();

  return {
    open(input: AudioSourceInput): AudioSource {
      const { userId, sessionId, speaker, speakerName } = input;
      const streamId = `${input.streamId}:${randomUUID().slice(0, 8)}`;
      const report = (message: SpeechServerMessage) => {
        if (message.type === 'error') onError(new Error(`Audio source ${streamId}: ${message.data.error}`));
      };
      const named: IngestDeps = {
        ...ingest,
        provider: input.transcribedElsewhere ? undefined : ingest.provider,
        publish: (id, message) =>
          ingest.publish(
            id,
            message.type === 'partial_transcription'
              ? { ...message, data: { ...message.data, speakerName } }
              : message,
          ),
        commit: (stream, turn) => ingest.commit(stream, { ...turn, speakerName }),
      };
      const stream = { userId, sessionId, speaker, streamId };
      const audio = openAudioIngest(named, {
        ...stream,
        spool: recordings.spools.acquire(sessionId, speaker),
        send: report,
        echo: false,
        transcribedInBrowser: input.transcribedElsewhere ?? false,
      });
      recordings.follow(sessionId);

      let said = 0;
      let saying = Promise.resolve();
      let ending: Promise<void> | undefined;
      const held = {
        sessionId,
        end: () => {
          ending ??= audio
            .end()
            .then(() => saying)
            .finally(() => live.delete(held));
          return ending;
        },
      };
      live.add(held);
      return {
        streamId,
        take: (pcm) => audio.take(pcm),
        say(text, beganAt) {
          const line = text.trim();
          if (!line || ending) return saying;
          const clientChunkId = `zoom:${streamId}:${++said}`;
          saying = saying.then(async () => {
            const timestamp = believable(beganAt, new Date()).toISOString();
            const outcome = await ingest.commit(stream, {
              clientChunkId,
              text: line,
              speakerName,
              timestamp,
            });
            if (!outcome.ok) report({ type: 'error', data: { error: outcome.error, code: outcome.code } });
          });
          return saying;
        },
        end: held.end,
      };
    },

    /** The session is ending here: its sources' last lines are committed before its spools close. */
    endSession: (sessionId: string) =>
      Promise.all([...live].filter((s) => s.sessionId === sessionId).map((s) => s.end())).then(
        () => undefined,
      ),

    /** Shutdown: every source's last lines committed. */
    stop: () => Promise.all([...live].map((s) => s.end())).then(() => undefined),
  };
}
export type AudioSources = ReturnType<typeof createAudioSources>;
