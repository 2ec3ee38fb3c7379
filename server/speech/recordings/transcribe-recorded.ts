import type { Speaker } from '#contracts/sessions.ts';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { appErrorOf } from '#server/lib/errors.ts';
import type { ChunkIngest } from '#server/live/live-inbound.ts';
import { alreadyHeard, bytesOf, msOf, type Position, positionId } from '../recovery/positions.ts';
import type { SpeechProvider } from '../speech-provider.ts';
import type { RecordedAudio } from './recorded-audio.ts';

export type RecordedDeps = {
  provider: Pick<SpeechProvider, 'transcribe'>;
  language: string;
  diarize: boolean;
  addChunk: ChunkIngest;
  /** The session's spoken lines' places in the recording (their client chunk ids). */
  linesOf(sessionId: string): Promise<Position[]>;
  /** Words the audio likely holds (names, the job's terms), for the provider's prompt. */
  prompt?: (sessionId: string) => Promise<string>;
};

/** A stretch of a participant's recording: PCM bytes `[start, end)`, its speech begun at `beganAt`. */
export type Stretch = { start: number; end: number; beganAt: Date };

type Job = {
  userId: string;
  sessionId: string;
  speaker: Speaker;
  audio: RecordedAudio;
  stretch: Stretch;
  /** Called with the bytes of the stretch read so far (they are read as fast as they are sent). */
  progress?: (bytes: number) => void;
};

async function* counted(audio: AsyncIterable<Buffer>, progress: ((bytes: number) => void) | undefined) {
  let bytes = 0;
  for await (const chunk of audio) {
    yield chunk;
    bytes += chunk.length;
    progress?.(bytes);
  }
}

export type TranscribedCounts = { added: number; already: number };

/**
 * Transcribes one stretch of a participant's recording (a gap the provider left, or all of it):
 * each line gets its place in the recording as its id and the moment its speech began as its
 * time, and a line where the transcript already has one (heard live, or by an earlier run) is
 * not added again. Throws the provider's error, so the stretch can be tried later.
 */
export async function transcribeStretch(deps: RecordedDeps, job: Job): Promise<TranscribedCounts> {
  const { provider } = deps;
  if (!provider.transcribe) throw new Error('The configured speech provider cannot transcribe recordings');
  const { audio, speaker, stretch, sessionId } = job;
  const counts: TranscribedCounts = { added: 0, already: 0 };
  const end = Math.min(stretch.end, audio.bytes);
  if (stretch.start >= end) return counts;
  const prompt = await deps.prompt?.(sessionId);
  const options = {
    language: deps.language,
    diarize: deps.diarize,
    prompt: prompt ? () => prompt : undefined,
  };
  const pcm = counted(await audio.read(stretch.start, end), job.progress);
  const results = await provider.transcribe(pcm, options);
  const lines = await deps.linesOf(sessionId);
  for (const result of results) {
    const text = result.text.trim();
    if (!result.isFinal || !text) continue;
    const start = stretch.start + bytesOf(result.offsetMs);
    const place = { speaker, start, end: Math.min(end, start + Math.max(2, bytesOf(result.durationMs))) };
    if (alreadyHeard(place, lines)) {
      counts.already++;
      continue;
    }
    const input = {
      clientChunkId: positionId(place),
      text,
      speaker,
      speakerName: result.speakerLabel ?? null,
      timestamp: new Date(stretch.beganAt.getTime() + (result.offsetMs ?? 0)).toISOString(),
      durationMs: msOf(place.end - place.start),
      spoken: true,
    };
    try {
      const { duplicate } = await deps.addChunk(job.userId, sessionId, input);
      counts[duplicate ? 'already' : 'added']++;
      lines.push(place);
    } catch (failure) {
      // Stored by a concurrent run with other words (providers are not deterministic).
      if (appErrorOf(failure)?.message.startsWith('This clientChunkId was already used')) counts.already++;
      else throw failure;
    }
  }
  return counts;
}

/** Seconds of audio in `bytes`, for the command's report. */
export const secondsOf = (bytes: number) => Math.round(bytes / PCM_BYTES_PER_SECOND);
