/**
 * A speech provider for the RTMS benchmark (bench/rtms-latency.ts): it hears marked frames only.
 * A marked frame starts with the sample MARK then a 16-bit id; the provider answers it with the
 * final `mark <id>.` exactly `delayMs` after the frame was written to it, as a vendor that always
 * takes the same time would. Everything else is taken and dropped.
 */
import type { SpeechProvider } from '#server/speech/speech-provider.ts';

const MARK = 0x7abc;

/** A frame of `bytes` carrying marker `id` (the rest of the frame is `body`'s). */
export function markedFrame(body: Buffer, id: number): Buffer {
  const frame = Buffer.from(body);
  frame.writeInt16LE(MARK, 0);
  frame.writeUInt16LE(id, 2);
  return frame;
}

export const markText = (id: number) => `mark ${id}.`;

export function createMarkerProvider(delayMs: number): SpeechProvider {
  return {
    name: 'openai',
    diarizes: false,
    open(_options, handlers) {
      const pending = new Set<NodeJS.Timeout>();
      return {
        write(pcm) {
          if (pcm.length < 4 || pcm.readInt16LE(0) !== MARK) return;
          const id = pcm.readUInt16LE(2);
          const timer = setTimeout(() => {
            pending.delete(timer);
            handlers.onResult({ text: markText(id), isFinal: true });
          }, delayMs);
          pending.add(timer);
        },
        async end() {
          while (pending.size) await new Promise((resolve) => setTimeout(resolve, delayMs));
        },
      };
    },
  };
}
