/**
 * What the main thread and the AudioWorklet processor (./pcm-worklet.ts) agree on. The processor
 * posts each PCM frame as a transferred ArrayBuffer; the main thread may post `flush` to get
 * the frame in progress (shorter), answered after it by `flushed`.
 */
export const PCM_PROCESSOR = 'interview-hub-pcm-encoder';

/** `outputRate` is the speech rate (contracts/speech.ts), passed in so the worklet need not import zod. */
export type PcmProcessorOptions = { frameMs: number; outputRate: number };

export type PcmProcessorCommand = 'flush';
export const PCM_FLUSHED = 'flushed';
