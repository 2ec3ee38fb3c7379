import { createWriteStream, mkdirSync, statSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import type { Speaker } from '#contracts/sessions.ts';
import type { SpoolPaths } from './recording-paths.ts';

/** One socket's hold on a participant's spool file. */
export type SpoolHandle = {
  /** Appends PCM; false once the file is behind: wait for `drained()` before reading more. */
  append(pcm: Buffer): boolean;
  /** Resolves once the file has caught up (or failed). */
  drained(): Promise<void>;
  /** Bytes in the spool so far, earlier sockets' included: where the next frame lands. */
  readonly bytes: number;
  /** The disk refused a write; the rest of this socket's audio is not kept. */
  readonly failed: boolean;
  /** Lets go of the spool; the file is closed when the last holder lets go. */
  release(): Promise<void>;
};

type Spool = {
  sessionId: string;
  stream: WriteStream;
  /** Set while frames are being gathered (the stream is corked). */
  gathering: NodeJS.Timeout | undefined;
  holders: number;
  bytes: number;
  failed: boolean;
  ended: boolean;
  done: Promise<void>;
};

/** Each write stream buffers at most this much before the sockets feeding it pause. */
const HIGH_WATER_MARK = 256 * 1024;
/**
 * Frames are gathered this long and written together: one write every 40 ms frame per stream
 * made the spools the busiest work of the server's main thread (bench/README.md, speech-load).
 */
const GATHER_MS = 250;

/**
 * Participants' audio appended to files as it arrives, one write stream per session and speaker
 * shared by every socket feeding it. Memory stays bounded: a stream that falls behind the disk
 * answers `false` and its sockets stop reading until it drains.
 */
export function createSpools(paths: SpoolPaths, onError: (error: unknown) => void) {
  const open = new Map<string, Spool>();
  const closing = new Set<Spool>();

  const end = (key: string, spool: Spool) => {
    if (spool.ended) return spool.done;
    spool.ended = true;
    clearTimeout(spool.gathering);
    if (open.get(key) === spool) open.delete(key);
    closing.add(spool);
    spool.stream.end();
    void spool.done.then(() => closing.delete(spool));
    return spool.done;
  };

  const start = (sessionId: string, speaker: Speaker): Spool => {
    const file = paths.pcm(sessionId, speaker);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const stream = createWriteStream(file, { flags: 'a', mode: 0o600, highWaterMark: HIGH_WATER_MARK });
    const spool: Spool = {
      sessionId,
      stream,
      gathering: undefined,
      holders: 0,
      bytes: statSync(file, { throwIfNoEntry: false })?.size ?? 0,
      failed: false,
      ended: false,
      done: new Promise((resolve) => stream.once('close', () => resolve())),
    };
    stream.on('error', (error) => {
      spool.failed = true;
      onError(error);
    });
    return spool;
  };

  return {
    acquire(sessionId: string, speaker: Speaker): SpoolHandle {
      const key = `${sessionId}/${speaker}`;
      let spool = open.get(key);
      if (!spool) {
        spool = start(sessionId, speaker);
        open.set(key, spool);
      }
      const held = spool;
      held.holders++;
      let released = false;
      return {
        append(pcm) {
          if (released || held.ended || held.failed) return true;
          held.bytes += pcm.length;
          if (!held.gathering) {
            held.stream.cork();
            held.gathering = setTimeout(() => {
              held.gathering = undefined;
              held.stream.uncork();
            }, GATHER_MS).unref();
          }
          return held.stream.write(pcm);
        },
        drained: () =>
          held.ended || held.failed || !held.stream.writableNeedDrain
            ? Promise.resolve()
            : new Promise<void>((resolve) => {
                const done = () => {
                  held.stream.off('drain', done).off('close', done);
                  resolve();
                };
                held.stream.once('drain', done).once('close', done);
              }),
        get bytes() {
          return held.bytes;
        },
        get failed() {
          return held.failed;
        },
        release() {
          if (!released) {
            released = true;
            held.holders--;
          }
          return held.holders > 0 ? Promise.resolve() : end(key, held);
        },
      };
    },

    /** Whether this process holds an open spool of the session. */
    holds: (sessionId: string) => [...open.values()].some((s) => s.sessionId === sessionId),

    /** Closes the session's files (whoever still holds them) and waits until they are on disk. */
    async closeSession(sessionId: string): Promise<void> {
      for (const [key, spool] of [...open]) if (spool.sessionId === sessionId) void end(key, spool);
      await Promise.all([...closing].filter((s) => s.sessionId === sessionId).map((s) => s.done));
    },

    /** Shutdown: every file closed and flushed; the spools stay for the next start. */
    async closeAll(): Promise<void> {
      for (const [key, spool] of [...open]) void end(key, spool);
      await Promise.all([...closing].map((s) => s.done));
    },
  };
}
export type Spools = ReturnType<typeof createSpools>;
