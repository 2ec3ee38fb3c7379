/**
 * The speech clients' samples (bench/speech-clients.ts): what they were asked to do, what they
 * answer, and how a stream's frames sent and lines received become latencies.
 */
import type { UtteranceMarks } from './speech-tracks.ts';

export type ClientPlan = {
  base: string;
  sessions: { id: string; cookie: string }[];
  watchers: number;
  warmupSeconds: number;
  audioSeconds: number;
  typed: { sessions: number; baselineSeconds: number };
};

export type ClientResult = {
  finals: {
    /** End of the utterance known (its pause complete) → `new_chunk` on the last of the session's sockets. */
    endToAll: number[];
    /** The same, per socket. */
    endToEach: number[];
    /** Its last voiced frame sent → `new_chunk` on the last socket. */
    lastWordToAll: number[];
    expected: number;
    missing: number;
    /** Finals whose text was not the expected utterance's (the pairing went wrong). */
    mismatched: number;
  };
  partials: {
    count: number;
    /** Between consecutive updates of an utterance's line (partials, then its final) while it is spoken. */
    intervals: number[];
    /** The utterance's first voiced frame sent → the first update of its line (a partial, or the final). */
    onsetToFirst: number[];
  };
  audio: {
    streams: number;
    framesSent: number;
    bytesSent: number;
    /** Sum over streams of the last `audio_processed` byte count. */
    bytesProcessed: number;
    /** Streams whose last `audio_processed` fell short of what they sent. */
    streamsShort: number;
    errors: string[];
  };
  typed: { baseline: number[]; withAudio: number[]; lost: number };
  /** The clients' own CPU time during the audio phase, in seconds. */
  cpuSeconds: number;
  errors: string[];
};

/** A stream as sent: when each frame went out, and where its utterances end. */
export type SentStream = {
  sent: number;
  sentAt: Float64Array;
  processed: number;
  marks: UtteranceMarks[];
};

/** A final line (`new_chunk`) as each of the session's sockets received it. */
export type Final = { text: string; at: (number | undefined)[] };

/**
 * Adds a stream's samples: the n-th final of the stream is its n-th utterance; its latency is
 * counted from the frame that ended it (and from its last voiced frame) to its arrival on every
 * socket; its line's updates on the first socket are its partials, then the final.
 */
export function addStreamSamples(
  result: ClientResult,
  stream: SentStream,
  finals: Map<number, Final> | undefined,
  partials: number[],
  watchers: number,
) {
  result.partials.count += partials.length;
  for (const [u, mark] of stream.marks.entries()) {
    result.finals.expected++;
    const final = finals?.get(u + 1);
    const arrivals = Array.from({ length: watchers }, (_, k) => final?.at[k]);
    if (!final || arrivals.some((t) => t === undefined)) {
      result.finals.missing++;
      continue;
    }
    if (final.text !== mark.text) result.finals.mismatched++;
    const times = arrivals as number[];
    const last = Math.max(...times);
    const sentAt = (frame: number) => stream.sentAt[frame] as number;
    const ended = sentAt(mark.endFrame);
    result.finals.endToAll.push(last - ended);
    result.finals.endToEach.push(...times.map((t) => t - ended));
    result.finals.lastWordToAll.push(last - sentAt(mark.lastWordFrame));

    const onset = sentAt(mark.onsetFrame);
    const lastWord = sentAt(mark.lastWordFrame);
    const first = times[0] as number;
    const updates = [...partials.filter((t) => t >= onset && t < first), first];
    result.partials.onsetToFirst.push((updates[0] as number) - onset);
    for (let j = 0; j + 1 < updates.length; j++) {
      const [a, b] = [updates[j] as number, updates[j + 1] as number];
      if (a < lastWord) result.partials.intervals.push(b - a); // while someone is speaking
    }
  }
}
