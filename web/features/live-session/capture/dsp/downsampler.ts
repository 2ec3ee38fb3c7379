/**
 * Low-pass and resample a stream of float samples from the audio context's rate (48 kHz,
 * 44.1 kHz, …) to the speech rate, block by block, keeping its state between blocks.
 *
 * A windowed-sinc (Blackman) filter is evaluated at each output instant, which may fall between
 * input samples (44.1 kHz → 16 kHz is a ratio of 2.75625). Its kernel is precomputed at
 * {@link PHASES} sub-sample offsets; the nearest one is used, a timing error of at most 1/(2·PHASES)
 * input sample (below -60 dB for speech). The cutoff sits under the output's Nyquist frequency so
 * what lies above it does not fold back into the speech band.
 */
export class Downsampler {
  readonly ratio: number;
  private readonly half: number;
  private readonly kernels: Float32Array[];
  /** Input samples not yet consumed; starts with `half` zeros so the first output has a past. */
  private pending: Float32Array;
  private pendingLength: number;
  /** Position of the next output, in input samples from the start of `pending`. */
  private position: number;

  constructor(inputRate: number, outputRate: number) {
    if (!(inputRate > 0 && outputRate > 0)) throw new RangeError('Sample rates must be positive');
    this.ratio = inputRate / outputRate;
    // Cutoff as a fraction of the input rate: 0.44 of the lower of the two rates.
    const cutoff = (0.44 * Math.min(inputRate, outputRate)) / inputRate;
    this.half = Math.ceil(HALF_WIDTH_CYCLES / (2 * cutoff));
    this.kernels = buildKernels(this.half, cutoff);
    this.pending = new Float32Array(4096);
    this.pendingLength = this.half;
    this.position = this.half;
  }

  /** Resamples one block; returns the output samples it completes (possibly none). */
  push(input: Float32Array): Float32Array {
    this.append(input);
    // The window of an output at `base` reaches input `base + half`; rounding may add one.
    const last = this.pendingLength - this.half - 2;
    const count = Math.max(0, Math.floor((last - this.position) / this.ratio) + 1);
    const output = new Float32Array(count);
    for (let n = 0; n < count; n++) {
      output[n] = this.sampleAt(this.position);
      this.position += this.ratio;
    }
    this.discardConsumed();
    return output;
  }

  private sampleAt(position: number): number {
    let base = Math.floor(position);
    let phase = Math.round((position - base) * PHASES);
    if (phase === PHASES) {
      base += 1;
      phase = 0;
    }
    const kernel = this.kernels[phase] ?? EMPTY;
    const start = base - this.half + 1;
    let sum = 0;
    for (let k = 0; k < kernel.length; k++) sum += (this.pending[start + k] ?? 0) * (kernel[k] ?? 0);
    return sum;
  }

  private append(input: Float32Array): void {
    const needed = this.pendingLength + input.length;
    if (needed > this.pending.length) {
      const grown = new Float32Array(Math.max(needed, this.pending.length * 2));
      grown.set(this.pending.subarray(0, this.pendingLength));
      this.pending = grown;
    }
    this.pending.set(input, this.pendingLength);
    this.pendingLength = needed;
  }

  /** Keeps only the samples the next output's window still reaches. */
  private discardConsumed(): void {
    const drop = Math.max(0, Math.floor(this.position) - this.half);
    if (drop === 0) return;
    this.pending.copyWithin(0, drop, this.pendingLength);
    this.pendingLength -= drop;
    this.position -= drop;
  }
}

/** Sub-sample offsets the kernel is tabulated at. */
const PHASES = 256;
/** Zero crossings of the sinc on each side of the centre: wider is steeper and slower. */
const HALF_WIDTH_CYCLES = 16;
const EMPTY = new Float32Array(0);

/**
 * Kernel `p` weighs the `2·half` input samples around an output that lies `p/PHASES` of a sample
 * after an input sample; each kernel sums to 1 so a constant passes unchanged.
 */
function buildKernels(half: number, cutoff: number): Float32Array[] {
  const kernels: Float32Array[] = [];
  for (let phase = 0; phase < PHASES; phase++) {
    const offset = phase / PHASES;
    const kernel = new Float32Array(2 * half);
    let total = 0;
    for (let k = 0; k < kernel.length; k++) {
      // Distance from the output instant to input sample (base - half + 1 + k).
      const x = k - half + 1 - offset;
      const value = sinc(2 * cutoff * x) * blackman(x, half);
      kernel[k] = value;
      total += value;
    }
    for (let k = 0; k < kernel.length; k++) kernel[k] = (kernel[k] ?? 0) / total;
    kernels.push(kernel);
  }
  return kernels;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  return Math.sin(Math.PI * x) / (Math.PI * x);
}

/** Blackman window over [-half, half], zero at both ends. */
function blackman(x: number, half: number): number {
  if (Math.abs(x) >= half) return 0;
  const t = (x + half) / (2 * half);
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * t) + 0.08 * Math.cos(4 * Math.PI * t);
}
