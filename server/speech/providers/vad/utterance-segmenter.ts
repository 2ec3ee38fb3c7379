import { EnergyVad, VAD_FRAME_BYTES, VAD_FRAME_MS } from './energy-vad.ts';

export type SegmenterOptions = {
  /** A pause this long ends an utterance. */
  silenceMs: number;
  /** An utterance is cut here even if the speaker has not paused. */
  maxUtteranceMs: number;
  /** Utterances with less speech than this are dropped (a cough, a click, a door). */
  minSpeechMs: number;
  /** Audio kept before the first speech frame, so soft onsets are not clipped. */
  preRollMs: number;
  /** Pause audio kept after the last speech frame. */
  tailMs: number;
};

export const SEGMENTER_DEFAULTS: SegmenterOptions = {
  silenceMs: 500,
  maxUtteranceMs: 15_000,
  minSpeechMs: 250,
  preRollMs: 200,
  tailMs: 200,
};

/** One utterance: PCM16 mono 16 kHz and where it sits in the stream. */
export type Utterance = { pcm: Buffer; startMs: number; endMs: number };
/** The utterance being spoken: its frames so far, not joined (it is sent again and again). */
export type UtteranceSoFar = { frames: readonly Buffer[]; startMs: number; endMs: number };

export type FrameClassifier = { isSpeech(frame: Int16Array): boolean };

/**
 * Cuts a PCM stream into utterances with a voice-activity detector: write audio of any size,
 * receive each utterance once it has ended. Memory is bounded by `maxUtteranceMs`.
 */
export class UtteranceSegmenter {
  private readonly options: SegmenterOptions;
  private readonly vad: FrameClassifier;
  private pending = Buffer.alloc(0);
  private preRoll: Buffer[] = [];
  /** Frames of the utterance in progress; undefined between utterances. */
  private frames: Buffer[] | undefined;
  /** Whether each of `frames` was speech. */
  private voiced: boolean[] = [];
  private startFrame = 0;
  private speechFrames = 0;
  private silentRun = 0;
  private frameIndex = 0;

  constructor(
    private readonly onUtterance: (utterance: Utterance) => void,
    options: Partial<SegmenterOptions> = {},
    vad: FrameClassifier = new EnergyVad(),
  ) {
    this.options = { ...SEGMENTER_DEFAULTS, ...options };
    this.vad = vad;
  }

  write(pcm: Buffer): void {
    let data = this.pending.length ? Buffer.concat([this.pending, pcm]) : pcm;
    while (data.length >= VAD_FRAME_BYTES) {
      // A copy: the caller's buffer may be reused once write returns.
      const frame = Buffer.from(data.subarray(0, VAD_FRAME_BYTES));
      data = data.subarray(VAD_FRAME_BYTES);
      this.push(frame);
    }
    this.pending = Buffer.from(data);
  }

  /** Ends the stream: an utterance still in progress is delivered if it holds enough speech. */
  flush(): void {
    if (this.frames) this.finish(this.frames.length - this.silentRun);
    this.pending = Buffer.alloc(0);
    this.preRoll = [];
  }

  /** The utterance being spoken so far (for partial results), if any. */
  inProgress(): UtteranceSoFar | undefined {
    if (!this.frames || this.speechFrames * VAD_FRAME_MS < this.options.minSpeechMs) return undefined;
    const startMs = this.startFrame * VAD_FRAME_MS;
    return { frames: this.frames.slice(), startMs, endMs: startMs + this.frames.length * VAD_FRAME_MS };
  }

  private push(frame: Buffer): void {
    const speech = this.vad.isSpeech(new Int16Array(frame.buffer, frame.byteOffset, frame.length / 2));
    this.frameIndex += 1;
    if (!this.frames) {
      if (speech) this.begin(frame);
      else this.remember(frame);
      return;
    }
    this.frames.push(frame);
    this.voiced.push(speech);
    if (speech) {
      this.speechFrames += 1;
      this.silentRun = 0;
    } else this.silentRun += 1;
    if (this.silentRun * VAD_FRAME_MS >= this.options.silenceMs) {
      this.finish(this.frames.length - this.silentRun);
    } else if (this.frames.length * VAD_FRAME_MS >= this.options.maxUtteranceMs) {
      this.cutLongUtterance();
    }
  }

  /**
   * The speaker has not paused for `silenceMs`: cut at the last gap between words within the
   * final second and a half (or right here if there was none); what follows starts the next
   * utterance, with no pre-roll so nothing is sent twice.
   */
  private cutLongUtterance(): void {
    const frames = this.frames ?? [];
    const voiced = this.voiced;
    const earliest = frames.length - Math.round(1500 / VAD_FRAME_MS);
    let cut = frames.length;
    for (let i = frames.length - 1; i > Math.max(earliest, 0); i -= 1) {
      if (!voiced[i]) {
        cut = i + 1;
        break;
      }
    }
    const speechAfter = voiced.slice(cut).filter(Boolean).length;
    this.speechFrames -= speechAfter;
    this.silentRun = 0;
    this.finishFrames(frames.slice(0, cut));
    this.frames = frames.slice(cut);
    this.voiced = voiced.slice(cut);
    this.startFrame = this.frameIndex - this.frames.length;
    this.speechFrames = speechAfter;
    this.preRoll = [];
  }

  private begin(frame: Buffer): void {
    this.frames = [...this.preRoll, frame];
    this.voiced = [...this.preRoll.map(() => false), true];
    this.startFrame = this.frameIndex - this.frames.length;
    this.speechFrames = 1;
    this.silentRun = 0;
    this.preRoll = [];
  }

  private remember(frame: Buffer): void {
    this.preRoll.push(frame);
    if (this.preRoll.length * VAD_FRAME_MS > this.options.preRollMs) this.preRoll.shift();
  }

  /** Ends the utterance after `voicedEnd` frames plus a short tail of the pause. */
  private finish(voicedEnd: number): void {
    const frames = this.frames ?? [];
    this.frames = undefined;
    this.voiced = [];
    const tailFrames = Math.round(this.options.tailMs / VAD_FRAME_MS);
    const kept = frames.slice(0, Math.min(frames.length, voicedEnd + tailFrames));
    // The rest of the pause is pre-roll for the next utterance.
    for (const frame of frames.slice(kept.length)) this.remember(frame);
    this.finishFrames(kept);
  }

  private finishFrames(frames: Buffer[]): void {
    if (this.speechFrames * VAD_FRAME_MS >= this.options.minSpeechMs)
      this.onUtterance(this.utterance(frames));
  }

  private utterance(frames: Buffer[]): Utterance {
    const startMs = this.startFrame * VAD_FRAME_MS;
    return { pcm: Buffer.concat(frames), startMs, endMs: startMs + frames.length * VAD_FRAME_MS };
  }
}
