import type { SpeechResult } from '#server/speech/speech-provider.ts';
import { type Utterance, UtteranceSegmenter } from '../vad/utterance-segmenter.ts';
import {
  type TranscriptionClient,
  type TranscriptionRequest,
  toSpeechError,
} from './transcription-client.ts';
import { MAX_IN_FLIGHT } from './transcription-stream.ts';

/**
 * Transcribes recorded audio (a spool kept through an outage) with the same segmentation as a
 * live stream: finals in order, at most MAX_IN_FLIGHT requests at once, reading the audio only
 * as fast as the requests go. Rejects with the first SpeechError, so the caller can try later.
 */
export async function transcribeRecording(
  client: TranscriptionClient,
  audio: AsyncIterable<Buffer>,
  request: TranscriptionRequest,
): Promise<SpeechResult[]> {
  const results: SpeechResult[] = [];
  const ended: Utterance[] = [];
  const pending: Promise<SpeechResult>[] = [];
  const segmenter = new UtteranceSegmenter((utterance) => ended.push(utterance));

  const start = (utterance: Utterance) => {
    const job = client.transcribe(utterance.pcm, request).then(
      (text): SpeechResult => ({
        text,
        isFinal: true,
        offsetMs: utterance.startMs,
        durationMs: utterance.endMs - utterance.startMs,
      }),
      (error: unknown) => {
        throw toSpeechError(error);
      },
    );
    job.catch(() => {}); // awaited below in order; this only keeps a later failure from going unhandled
    pending.push(job);
  };
  const collect = async (keep: number) => {
    while (pending.length > keep) {
      const next = await pending.shift();
      if (next?.text) results.push(next);
    }
  };

  for await (const chunk of audio) {
    segmenter.write(chunk);
    for (let utterance = ended.shift(); utterance; utterance = ended.shift()) {
      await collect(MAX_IN_FLIGHT - 1);
      start(utterance);
    }
  }
  segmenter.flush();
  for (const utterance of ended.splice(0)) {
    await collect(MAX_IN_FLIGHT - 1);
    start(utterance);
  }
  await collect(0);
  return results;
}
