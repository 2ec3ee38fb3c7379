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
  /**
   * The floor assumed until the window has filled: a quiet room's. A stream that starts while
   * someone is talking is heard at once; one that starts in a loud room takes a window to learn it.
   */
  initialFloorDb: number;
};

export const ENERGY_VAD_DEFAULTS: EnergyVadOptions = {
  marginDb: 9,
  minLevelDb: -58,
  floorWindowMs: 3000,
  initialFloorDb: -50,
};

const BLOCK_FRAMES = 5;
/** Frame levels within this many dB, two blocks in a row, are a steady background. */
const STEADY_DB = 3;
const STEADY_BLOCKS = 2;
const SILENT_DB = -100;

/**
 * Adaptive energy voice-activity detection (minimum statistics): the noise floor is the lowest
 * block level seen over the last few seconds, so it follows a fan switched on or a quieter room
 * within `floorWindowMs`, while speech, which always pauses between words, never becomes the floor.
 * Until the window has filled, a quiet room is assumed, unless the stream opens with a steady
 * sound (200 ms without the rise and fall of syllables), which is taken as the background at once.
 * Hangover (how long a pause ends an utterance) is the segmenter's business.
 */
export class EnergyVad {
  private readonly options: EnergyVadOptions;
  /** Levels of the last completed blocks, oldest first; the assumed floor first until it ages out. */
  private readonly blocks: number[];
  private readonly maxBlocks: number;
  private assumingFloor = true;
  private block = { sum: 0, min: 0, max: 0, frames: 0 };
  private steadyBlocks = 0;
  private previousBlock = Number.NaN;

  constructor(options: Partial<EnergyVadOptions> = {}) {
    this.options = { ...ENERGY_VAD_DEFAULTS, ...options };
    this.maxBlocks = Math.max(1, Math.round(this.options.floorWindowMs / (VAD_FRAME_MS * BLOCK_FRAMES)));
    this.blocks = [this.options.initialFloorDb];
  }

  /** Whether one frame (VAD_FRAME_SAMPLES samples) holds speech. */
  isSpeech(frame: Int16Array): boolean {
    const level = frameLevelDb(frame);
    this.addToBlock(level);
    const floor = this.noiseFloorDb();
    return level >= this.options.minLevelDb && level >= floor + this.options.marginDb;
  }

  /** The current noise-floor estimate in dBFS. */
  noiseFloorDb(): number {
    let floor = Number.POSITIVE_INFINITY;
    for (const block of this.blocks) if (block < floor) floor = block;
    return floor;
  }

  // A block's level is its mean, so one quiet frame inside a word does not drag the floor down.
  private addToBlock(level: number) {
    const b = this.block;
    b.sum = b.frames === 0 ? level : b.sum + level;
    b.min = b.frames === 0 ? level : Math.min(b.min, level);
    b.max = b.frames === 0 ? level : Math.max(b.max, level);
    b.frames += 1;
    if (b.frames < BLOCK_FRAMES) return;
    const mean = b.sum / BLOCK_FRAMES;
    b.frames = 0;
    this.blocks.push(mean);
    if (this.blocks.length > this.maxBlocks) {
      this.blocks.shift();
      this.assumingFloor = false;
    }
    const steady = b.max - b.min < STEADY_DB && !(Math.abs(mean - this.previousBlock) >= STEADY_DB); // NaN: the first block
    this.steadyBlocks = steady ? this.steadyBlocks + 1 : 0;
    this.previousBlock = mean;
    if (this.assumingFloor && this.steadyBlocks >= STEADY_BLOCKS) {
      this.blocks.shift();
      this.assumingFloor = false;
    }
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
