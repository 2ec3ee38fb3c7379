import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PCM_FLUSHED, PCM_PROCESSOR } from './pcm-processor.ts';

type Posted = { message: unknown; transfer: Transferable[] | undefined };
type Processor = {
  port: { onmessage: ((event: { data: unknown }) => void) | null; posted: Posted[] };
  process(inputs: Float32Array[][]): boolean;
};
type ProcessorClass = new (options: AudioWorkletNodeOptions) => Processor;

/** The AudioWorkletGlobalScope as far as the processor uses it: sampleRate, the base class, registration. */
const registered = new Map<string, ProcessorClass>();

beforeAll(async () => {
  vi.stubGlobal('sampleRate', 48_000);
  vi.stubGlobal(
    'AudioWorkletProcessor',
    class {
      port = {
        onmessage: null,
        posted: [] as Posted[],
        postMessage(message: unknown, transfer?: Transferable[]) {
          this.posted.push({ message, transfer });
        },
      };
    },
  );
  vi.stubGlobal('registerProcessor', (name: string, processor: ProcessorClass) =>
    registered.set(name, processor),
  );
  await import('./pcm-worklet.ts');
});

// The processor reads the scope's rate when it is made (globals are unstubbed after each test).
beforeEach(() => {
  vi.stubGlobal('sampleRate', 48_000);
});

function newProcessor(frameMs: number): Processor {
  const Processor = registered.get(PCM_PROCESSOR);
  if (!Processor) throw new Error('The processor was not registered');
  return new Processor({ processorOptions: { frameMs, outputRate: 16_000 } });
}

function bytesOf(message: unknown): ArrayBuffer {
  if (!(message instanceof ArrayBuffer)) throw new Error(`Expected a PCM frame, got ${String(message)}`);
  return message;
}

function block(fill: number): Float32Array {
  return new Float32Array(128).fill(fill);
}

describe('the PCM worklet processor', () => {
  it('posts each 20 ms frame of a stereo input as a transferred 640-byte buffer', () => {
    const processor = newProcessor(20);
    for (let i = 0; i < 60; i++) expect(processor.process([[block(0.5), block(-0.5)], []])).toBe(true);

    const frames = processor.port.posted;
    // 60 blocks of 128 at 48 kHz are 160 ms: 7 whole frames past the filter's look-ahead.
    expect(frames).toHaveLength(7);
    for (const { message, transfer } of frames) {
      expect(bytesOf(message).byteLength).toBe(640);
      expect(transfer).toEqual([message]);
    }
    // Left and right cancel out once mixed to mono.
    expect(new Int16Array(bytesOf(frames[3]?.message)).every((s) => s === 0)).toBe(true);
  });

  it('adds nothing for an input with no channels', () => {
    const processor = newProcessor(20);
    for (let i = 0; i < 60; i++) processor.process([[]]);
    expect(processor.port.posted).toHaveLength(0);
  });

  it('answers flush with the frame in progress, then flushed', () => {
    const processor = newProcessor(100);
    for (let i = 0; i < 10; i++) processor.process([[block(0.25)]]);
    processor.port.onmessage?.({ data: 'flush' });

    const [rest, done] = processor.port.posted;
    expect(bytesOf(rest?.message).byteLength).toBeGreaterThan(0);
    expect(bytesOf(rest?.message).byteLength).toBeLessThan(3200);
    expect(done?.message).toBe(PCM_FLUSHED);
  });
});
