import type { Speaker } from '#contracts/sessions.ts';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { appErrorOf } from '#server/lib/errors.ts';
import type { ChunkIngest } from '#server/live/live-inbound.ts';
import type { SpeechProvider } from '../speech-provider.ts';
import type { RecordedAudio } from './recorded-audio.ts';

type Deps = {
  provider: Pick<SpeechProvider, 'transcribe'>;
  language: string;
  diarize: boolean;
  addChunk: ChunkIngest;
};

type Job = {
  userId: string;
  sessionId: string;
  speaker: Speaker;
  audio: RecordedAudio;
  /** The whole recording instead of only what was not transcribed. */
  all: boolean;
};

export type TranscribedCounts = { stretches: number; added: number; already: number };

/**
 * Transcribes a participant's recorded audio after a provider outage (`npm run transcribe`): the
 * stretches the server did not transcribe (or all of it), each sent to the provider's
 * `transcribe`, its finals added through the conversation's one ingest. Client chunk ids are
 * `speech:rec-<speaker>-<first byte>:<n>`, so running it again adds nothing twice.
 */
export async function transcribeRecorded(deps: Deps, job: Job): Promise<TranscribedCounts> {
  const { provider } = deps;
  if (!provider.transcribe) throw new Error('The configured speech provider cannot transcribe recordings');
  const { audio, speaker } = job;
  const stretches = job.all ? [{ start: 0, end: audio.bytes, at: undefined }] : audio.gaps;
  const counts: TranscribedCounts = { stretches: 0, added: 0, already: 0 };
  for (const stretch of stretches) {
    if (stretch.start >= audio.bytes) continue;
    counts.stretches++;
    const options = { language: deps.language, diarize: deps.diarize };
    const results = await provider.transcribe(await audio.read(stretch.start, stretch.end), options);
    let n = 0;
    for (const result of results) {
      const text = result.text.trim();
      if (!result.isFinal || !text) continue;
      const began = stretch.at ? Date.parse(stretch.at) + (result.offsetMs ?? 0) : undefined;
      const input = {
        clientChunkId: `speech:rec-${speaker}-${stretch.start}:${++n}`,
        text,
        speaker,
        speakerName: result.speakerLabel ?? null,
        timestamp: began === undefined ? undefined : new Date(began).toISOString(),
        spoken: true,
      };
      try {
        const { duplicate } = await deps.addChunk(job.userId, job.sessionId, input);
        counts[duplicate ? 'already' : 'added']++;
      } catch (failure) {
        // An earlier run stored this line with other words (providers are not deterministic).
        if (appErrorOf(failure)?.message.startsWith('This clientChunkId was already used')) counts.already++;
        else throw failure;
      }
    }
  }
  return counts;
}

/** Seconds of audio in `bytes`, for the command's report. */
export const secondsOf = (bytes: number) => Math.round(bytes / PCM_BYTES_PER_SECOND);
