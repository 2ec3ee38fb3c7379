// Runs in the AudioWorkletGlobalScope (no DOM): loaded by real-browser-media.ts through Vite's
// `?worker&url`, which bundles it with what it imports into one same-origin file.
import { PcmEncoder } from '#web/features/live-session/capture/dsp/pcm-encoder.ts';
import { mixToMono } from '#web/features/live-session/capture/dsp/pcm16.ts';
import { PCM_FLUSHED, PCM_PROCESSOR, type PcmProcessorOptions } from './pcm-processor.ts';

declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(
  name: string,
  processor: new (options: AudioWorkletNodeOptions) => object,
): void;

const DEFAULT_FRAME_MS = 50;
const DEFAULT_OUTPUT_RATE = 16_000;

/** Encodes the input (mixed to mono) as 16 kHz PCM16 frames and posts each one, transferred. */
export class PcmEncoderProcessor extends AudioWorkletProcessor {
  private readonly encoder: PcmEncoder;
  /** Flushed when the capture stopped: nothing is posted after the last frame and PCM_FLUSHED. */
  private flushed = false;

  constructor(options: AudioWorkletNodeOptions) {
    super();
    const processorOptions: Partial<PcmProcessorOptions> | undefined = options.processorOptions;
    this.encoder = new PcmEncoder(
      sampleRate,
      processorOptions?.outputRate ?? DEFAULT_OUTPUT_RATE,
      processorOptions?.frameMs ?? DEFAULT_FRAME_MS,
    );
    this.port.onmessage = (event: MessageEvent) => {
      if (event.data !== 'flush' || this.flushed) return;
      this.flushed = true;
      const rest = this.encoder.flush();
      if (rest) this.port.postMessage(rest, [rest]);
      this.port.postMessage(PCM_FLUSHED);
    };
  }

  /**
   * Called for every 128-sample block; an input with no channels (not connected) adds nothing.
   * Once flushed the processor ends, so no frame follows the flush the page waited for.
   */
  process(inputs: Float32Array[][]): boolean {
    if (this.flushed) return false;
    const channels = inputs[0];
    if (channels && channels.length > 0) {
      for (const frame of this.encoder.push(mixToMono(channels))) this.port.postMessage(frame, [frame]);
    }
    return true;
  }
}

registerProcessor(PCM_PROCESSOR, PcmEncoderProcessor);
