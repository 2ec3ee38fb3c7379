import type { RtmsLog } from './rtms-timings.ts';

export type RtmsState = 'connecting' | 'streaming' | 'reconnecting' | 'stopped';

type Deps = {
  streamId: string;
  /** Called on each change; `stopped` comes once, last, with why. */
  onState(state: RtmsState, reason?: string): void;
  /** Clears the sockets' retries and closes both sockets. */
  closeSockets(): Promise<void>;
  /** Whether the media socket is open: a drain waits for Zoom to close it. */
  mediaOpen(): boolean;
  endDrainMs: number;
  log: RtmsLog | undefined;
};

/** Stream ids with a connection in this process: Zoom allows one per stream (a second kicks the first). */
const connected = new Set<string>();

/**
 * A connection's state and its one ending: `finish` closes the sockets and reports `stopped` once;
 * after Zoom ends the stream, the audio still on the media socket is read (until Zoom closes it,
 * or `endDrainMs`) before that. Handler errors are logged, never thrown into the sockets.
 * Throws if the stream already has a connection here.
 */
export function createRtmsLifecycle(deps: Deps) {
  const { log } = deps;
  if (connected.has(deps.streamId)) throw new Error('This RTMS stream already has a connection');
  connected.add(deps.streamId);
  let state: RtmsState = 'connecting';
  let stopping: Promise<void> | undefined;
  /** Zoom ended the stream: the audio still on the media socket is read before it is closed. */
  let draining: (() => void) | undefined;

  const guard = (what: string, call: () => void) => {
    try {
      call();
    } catch (error) {
      log?.warn({ err: error, what }, 'An RTMS handler failed');
    }
  };
  const setState = (next: RtmsState, reason?: string) => {
    if (state === next || state === 'stopped') return;
    state = next;
    guard('onState', () => deps.onState(next, reason));
  };
  const finish = (reason: string): Promise<void> => {
    stopping ??= (async () => {
      await deps.closeSockets();
      connected.delete(deps.streamId);
      setState('stopped', reason);
    })();
    return stopping;
  };

  return {
    state: () => state,
    stopping: () => stopping !== undefined,
    draining: () => draining !== undefined,
    /** The media socket closed while draining: the stream ends now. */
    drained: () => draining?.(),
    guard,
    setState,
    finish,
    /** Zoom ended the stream: finished once the media socket is read to its end. */
    endAfterDrain(reason: string) {
      if (stopping || draining) return;
      const drained = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deps.endDrainMs);
        draining = () => {
          clearTimeout(timer);
          resolve();
        };
        if (!deps.mediaOpen()) draining();
      });
      void drained.then(() => finish(reason));
    },
    fail(reason: string) {
      log?.warn({ reason }, 'RTMS stream given up');
      void finish(reason);
    },
  };
}
