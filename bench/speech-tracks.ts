/**
 * What the speech benchmarks say: an interview conversation spoken by espeak-ng (two Klatt voices,
 * resampled by sox; server/test/speech/speech-fixtures.ts), as two tracks the length of the whole
 * conversation: the interviewer's microphone (silent while the candidate speaks) and the meeting
 * tab (the candidate; silent while the interviewer speaks). Streams loop the conversation from a
 * place of their own, in 40 ms frames as the browser's AudioWorklet sends them.
 */
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { EnergyVad, VAD_FRAME_MS } from '#server/speech/providers/vad/energy-vad.ts';
import { UtteranceSegmenter } from '#server/speech/providers/vad/utterance-segmenter.ts';
import { silencePcm, synthesizePcm } from '#server/test/speech/speech-fixtures.ts';

export const FRAME_MS = 40;
export const FRAME_BYTES = (FRAME_MS * PCM_BYTES_PER_SECOND) / 1000;

const VOICES = { interviewer: 'en-us+klatt3', candidate: 'en-us+klatt6' } as const;

const TURNS: { speaker: keyof typeof VOICES; text: string; pauseMs: number }[] = [
  { speaker: 'interviewer', text: 'tell me about a time you solved a difficult problem', pauseMs: 700 },
  {
    speaker: 'candidate',
    text: 'i built a payment service in python and led a team of five engineers',
    pauseMs: 900,
  },
  { speaker: 'interviewer', text: 'what was the hardest part of that project', pauseMs: 800 },
  {
    speaker: 'candidate',
    text: 'moving the ledger to a new database without stopping the payments',
    pauseMs: 1000,
  },
  { speaker: 'interviewer', text: 'how do you handle conflict with a colleague', pauseMs: 750 },
  { speaker: 'candidate', text: 'i listen first and then we agree on a plan together', pauseMs: 850 },
  { speaker: 'interviewer', text: 'how did you measure whether the plan worked', pauseMs: 700 },
  {
    speaker: 'candidate',
    text: 'we tracked failed payments every week and they fell by half in two months',
    pauseMs: 950,
  },
];

export type Tracks = {
  /** mic_audio: the interviewer. */
  mic: Buffer;
  /** system_audio: the candidate. */
  tab: Buffer;
  /** Frames in each track (both are the same length, a whole number of frames). */
  frames: number;
  /** Utterances in one pass of the conversation (turns of both speakers). */
  turns: number;
};

/** The conversation's two tracks (fixtures cached in the temp directory after the first run). */
export async function conversationTracks(): Promise<Tracks> {
  const mic: Buffer[] = [];
  const tab: Buffer[] = [];
  for (const turn of TURNS) {
    const spoken = await synthesizePcm(turn.text, { voice: VOICES[turn.speaker] });
    const pause = silencePcm(turn.pauseMs);
    const quiet = Buffer.alloc(spoken.length);
    mic.push(pause, turn.speaker === 'interviewer' ? spoken : quiet);
    tab.push(pause, turn.speaker === 'candidate' ? spoken : quiet);
  }
  const length = mic.reduce((n, b) => n + b.length, 0);
  const padded = Math.ceil(length / FRAME_BYTES) * FRAME_BYTES;
  const pad = Buffer.alloc(padded - length);
  return {
    mic: Buffer.concat([...mic, pad]),
    tab: Buffer.concat([...tab, pad]),
    frames: padded / FRAME_BYTES,
    turns: TURNS.length,
  };
}

/** Frame `n` of a stream that starts `offset` frames into the looping track. */
export function frameOf(track: Buffer, frames: number, offset: number, n: number): Buffer {
  const at = ((offset + n) % frames) * FRAME_BYTES;
  return track.subarray(at, at + FRAME_BYTES);
}

const WORDS =
  'so we moved the ledger to a new database and the failed payments fell by half in two months'.split(' ');
/** What the benchmarks' fake recognisers hear in an utterance: a word for every 300 ms of it. */
export const wordsFor = (pcmBytes: number) => {
  const n = Math.max(1, Math.min(WORDS.length, Math.ceil((pcmBytes / PCM_BYTES_PER_SECOND) * 3.3)));
  return WORDS.slice(0, n).join(' ');
};

/** Where an utterance sits in a stream, in frames sent. */
export type UtteranceMarks = {
  /** What the fake recognisers answer for it (wordsFor its audio). */
  text: string;
  /** The frame holding its first voiced audio. */
  onsetFrame: number;
  /** The frame holding its last voiced audio. */
  lastWordFrame: number;
  /** The frame whose arrival completes the pause that ends it: from here the server knows. */
  endFrame: number;
};

/**
 * The utterances the server's voice-activity segmenter will find in the first `count` frames of a
 * stream, found by running the same segmenter (same defaults) over the same frames. The n-th
 * final result of the stream (`speech:<streamId>:<n>`) is the n-th of these.
 */
export function utteranceMarks(track: Buffer, frames: number, offset: number, count: number) {
  const marks: UtteranceMarks[] = [];
  // The server's detector, with each 20 ms frame's verdict kept to find the voiced edges.
  const vad = new EnergyVad();
  const voiced: boolean[] = [];
  const classifier = {
    isSpeech(frame: Int16Array) {
      const speech = vad.isSpeech(frame);
      voiced.push(speech);
      return speech;
    },
  };
  const toFrame = (vadFrame: number) => Math.floor((vadFrame * VAD_FRAME_MS) / FRAME_MS);
  let frame = 0;
  const segmenter = new UtteranceSegmenter(
    ({ startMs, endMs }) => {
      let first = startMs / VAD_FRAME_MS;
      let last = endMs / VAD_FRAME_MS - 1;
      while (first < last && !voiced[first]) first++;
      while (last > first && !voiced[last]) last--;
      marks.push({
        text: wordsFor(((endMs - startMs) * PCM_BYTES_PER_SECOND) / 1000),
        onsetFrame: toFrame(first),
        lastWordFrame: toFrame(last),
        endFrame: frame,
      });
    },
    {},
    classifier,
  );
  for (; frame < count; frame++) segmenter.write(frameOf(track, frames, offset, frame));
  return marks;
}
