import type {
  RtmsHandlers,
  RtmsParticipant,
  RtmsState,
} from '#server/integrations/zoom/rtms-client/rtms-client.ts';
import type { RtmsLog, RtmsOptions } from '#server/integrations/zoom/rtms-client/rtms-timings.ts';

type Heard = { userName: string; frames: number; bytes: number; timestamps: number[]; pcm: Buffer[] };

/** RTMS handlers that keep everything the client delivered, for tests and benchmarks. */
export function recordRtms() {
  const audio = new Map<string, Heard>();
  const transcripts: { participant: RtmsParticipant; text: string }[] = [];
  const states: { state: RtmsState; reason?: string }[] = [];
  const logged: { message: string; details: Record<string, unknown> }[] = [];
  const waiters = new Set<() => void>();
  let stoppedWith: (reason: string | undefined) => void = () => {};
  const stopped = new Promise<string | undefined>((resolve) => {
    stoppedWith = resolve;
  });
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const handlers: Required<RtmsHandlers> = {
    onAudio(participant, pcm, timestampMs) {
      let heard = audio.get(participant.userId);
      if (!heard) {
        heard = { userName: participant.userName, frames: 0, bytes: 0, timestamps: [], pcm: [] };
        audio.set(participant.userId, heard);
      }
      heard.frames++;
      heard.bytes += pcm.length;
      heard.timestamps.push(timestampMs);
      heard.pcm.push(pcm);
      wake();
    },
    onTranscript(participant, text) {
      transcripts.push({ participant, text });
      wake();
    },
    onState(state, reason) {
      states.push(reason === undefined ? { state } : { state, reason });
      if (state === 'stopped') stoppedWith(reason);
      wake();
    },
  };
  const log: RtmsLog = {
    warn: (details, message) => void logged.push({ message, details }),
    info: (details, message) => void logged.push({ message, details }),
  };

  return {
    handlers,
    log,
    audio,
    transcripts,
    states,
    logged,
    /** Resolves with the reason once the connection reports `stopped`. */
    stopped,
    /** Resolves once `check` holds (checked after every delivery), or rejects after `ms`. */
    until(check: () => boolean, ms = 5_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const test = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(test);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(test);
          reject(new Error(`not reached within ${ms} ms; states ${JSON.stringify(states)}`));
        }, ms);
        waiters.add(test);
        test();
      });
    },
    /** Frames heard in all. */
    frames: () => [...audio.values()].reduce((n, heard) => n + heard.frames, 0),
  };
}
export type RtmsRecorder = ReturnType<typeof recordRtms>;

/** Client timings for loopback tests: short retries and stall checks, `ws://` to the local peer allowed. */
export const FAST_RTMS: Partial<RtmsOptions> = {
  allowInsecure: true,
  hosts: ['127.0.0.1'],
  retryMinMs: 20,
  retryMaxMs: 100,
  handshakeTimeoutMs: 1_000,
  signalingStallMs: 1_000,
  mediaStallMs: 300,
  signalingWindowMs: 3_000,
  mediaWindowMs: 3_000,
  closeTimeoutMs: 500,
};
