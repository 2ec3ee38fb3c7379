/** The VAD looks at 20 ms frames of 16 kHz PCM16. */
export const VAD_FRAME_MS = 20;
export const VAD_FRAME_SAMPLES = 320;
export const VAD_FRAME_BYTES = VAD_FRAME_SAMPLES * 2;

export type EnergyVadOptions = {
  /** How far above the noise floor a frame must be to count as speech. */
  marginDb: number;
  /** Quieter frames are never speech, whatever the floor (digital silence, a muted tab). */
  minLevelDb: number;
  /** The noise floor is the quietest 100 ms block level over this window. */
  floorWindowMs: number;
};

export const ENERGY_VAD_DEFAULTS: EnergyVadOptions = { marginDb: 9, minLevelDb: -58, floorWindowMs: 3000 };

const BLOCK_FRAMES = 5;
const SILENT_DB = -100;

/**
 * Adaptive energy voice-activity detection (minimum statistics): the noise floor is the lowest
 * block level seen over the last few seconds, so it follows a fan switched on or a quieter room
 * within `floorWindowMs`, while speech, which always pauses between words, never becomes the floor.
 * Hangover (how long a pause ends an utterance) is the segmenter's business.
 */
export class EnergyVad {
  private readonly options: EnergyVadOptions;
  /** Levels of the last completed blocks, oldest first. */
  private readonly blocks: number[] = [];
  private readonly maxBlocks: number;
  private blockLevel = Number.POSITIVE_INFINITY;
  private blockFrames = 0;

  constructor(options: Partial<EnergyVadOptions> = {}) {
    this.options = { ...ENERGY_VAD_DEFAULTS, ...options };
    this.maxBlocks = Math.max(1, Math.round(this.options.floorWindowMs / (VAD_FRAME_MS * BLOCK_FRAMES)));
  }

  /** Whether one frame (VAD_FRAME_SAMPLES samples) holds speech. */
  isSpeech(frame: Int16Array): boolean {
    const level = frameLevelDb(frame);
    // A block's level is its mean, so one quiet frame inside a word does not drag the floor down.
    this.blockLevel = this.blockFrames === 0 ? level : this.blockLevel + level;
    this.blockFrames += 1;
    if (this.blockFrames === BLOCK_FRAMES) {
      this.blocks.push(this.blockLevel / BLOCK_FRAMES);
      if (this.blocks.length > this.maxBlocks) this.blocks.shift();
      this.blockFrames = 0;
    }
    const floor = this.noiseFloorDb(level);
    return level >= this.options.minLevelDb && level >= floor + this.options.marginDb;
  }

  /** The current noise-floor estimate in dBFS. */
  noiseFloorDb(current = Number.POSITIVE_INFINITY): number {
    let floor = this.blocks.length === 0 ? current : Number.POSITIVE_INFINITY;
    for (const block of this.blocks) if (block < floor) floor = block;
    return floor;
  }
}

/** RMS level of PCM16 samples in dBFS (full-scale sine ≈ -3 dB); digital silence is -100. */
export function frameLevelDb(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  if (sum === 0 || samples.length === 0) return SILENT_DB;
  const rms = Math.sqrt(sum / samples.length) / 32768;
  return Math.max(SILENT_DB, 20 * Math.log10(rms));
}
