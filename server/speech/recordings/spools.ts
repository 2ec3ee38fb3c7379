import { randomUUID } from 'node:crypto';
import type { Speaker } from '#contracts/sessions.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { placeTogether } from './place-together.ts';
import { segmentKey } from './recording-paths.ts';
import type { UploadHold } from './track-pieces.repository.ts';
import type { TracksRepository } from './tracks.repository.ts';

/** One capture's hold on its participant's track. */
export type SpoolHandle = {
  /** Takes PCM; false once too much waits to be stored: wait for `drained()` before reading more. */
  append(pcm: Buffer): boolean;
  /** Resolves once what waits is below the limit again (or the handle stopped). */
  drained(): Promise<void>;
  /**
   * Where this capture's first byte lies in the track, known once its first piece is stored;
   * undefined when none was. The capture's audio follows on from there.
   */
  readonly startsAt: Promise<number | undefined>;
  /** How far transcription of the track was settled when this capture's first piece landed. */
  readonly heardToAtStart: Promise<number | undefined>;
  /** Bytes of the client's upload taken, stored or waiting: what a socket of this capture resumes from. */
  readonly taken: number;
  /** Bytes of the client's upload stored: what `audio_processed` confirms. */
  readonly stored: number;
  /** The store refused this audio for good; the rest of this capture is not kept. */
  readonly failed: boolean;
  /** A later socket took the client's upload over (here or on another instance). */
  readonly superseded: boolean;
  /** Called each time a piece was stored (`stored` grew). */
  onStored(listener: () => void): void;
  /** Whether the socket still holds the upload, asked of the database. */
  stillHolds(): Promise<boolean>;
  /** Stores what waits and lets go. */
  release(): Promise<void>;
};

export type SpoolOptions = {
  /** The client's upload this capture carries, held by `takeUpload`, and its stored count. */
  upload?: UploadHold & { bytes: number };
  /** Called once when the capture's upload was taken over by a later socket. */
  onSuperseded?(): void;
};

type Deps = {
  store: Pick<ObjectStore, 'put' | 'delete'>;
  tracks: Pick<TracksRepository, 'storePieces' | 'holds'>;
  onError(error: unknown): void;
  /** How often what arrived is stored as a piece: at most this much is lost with the process. */
  flushMs?: number;
};

/** A second of audio at most waits in memory: a process killed loses no more than that. */
export const SPOOL_FLUSH_MS = 1_000;
/** Pieces are stored at most this big (a client re-sending a minute it held). */
const PIECE_MAX_BYTES = 256 * 1024;
/** Above this much waiting, the sockets feeding the capture stop reading until it is stored. */
const WAITING_MAX_BYTES = 1024 * 1024;
/** Tries of one piece before the capture's audio is given up. */
const PIECE_TRIES = 3;

/**
 * The instance's captures store their pieces in this many groups a flush apart, each group at
 * its own moment: the pieces of a group are placed in one transaction, and the work of storing
 * a hundred captures' pieces is spread over the second rather than taken all at once.
 */
const FLUSH_GROUPS = 4;

/** Until the capture's next flush, at its group's moment of the period. */
const untilTick = (flushMs: number, group: number) => {
  const offset = (group * flushMs) / FLUSH_GROUPS;
  return flushMs - ((Date.now() - offset + flushMs) % flushMs);
};

/**
 * Participants' audio stored as it arrives (docs/decisions/044-recordings-across-instances.md):
 * each capture gathers a second of audio, puts it in the object store and places it at the end of
 * its track in the database, in the same transaction as its upload's count. Every instance sees
 * the track; a process killed mid-interview loses at most the second that was waiting.
 */
export function createSpools({ store, tracks, onError, flushMs = SPOOL_FLUSH_MS }: Deps) {
  type Writer = { sessionId: string; close(): Promise<void> };
  const open = new Set<Writer>();
  const place = placeTogether(tracks.storePieces);
  let captures = 0;

  const acquire = (sessionId: string, speaker: Speaker, options: SpoolOptions = {}): SpoolHandle => {
    const { upload } = options;
    const group = captures++ % FLUSH_GROUPS;
    let waiting: Buffer[] = [];
    let waitingBytes = 0;
    let taken = upload?.bytes ?? 0;
    let stored = upload?.bytes ?? 0;
    let failed = false;
    let superseded = false;
    let stopped = false;
    let tries = 0;
    let flushing: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let started: ((at: { start: number; heardTo: number } | undefined) => void) | undefined;
    const first = new Promise<{ start: number; heardTo: number } | undefined>((resolve) => {
      started = resolve;
    });
    const drainWaiters = new Set<() => void>();
    let storedListener: (() => void) | undefined;
    const wake = () => {
      for (const resolve of drainWaiters) resolve();
      drainWaiters.clear();
    };
    const stop = () => {
      stopped = true;
      waiting = [];
      waitingBytes = 0;
      clearTimeout(timer);
      wake();
    };

    const storeOne = async (): Promise<void> => {
      if (stopped || waitingBytes === 0) return;
      const all = Buffer.concat(waiting);
      // Whole samples only; a piece never ends inside one.
      const size = Math.min(all.length, PIECE_MAX_BYTES) & ~1;
      if (size === 0) return;
      // The piece leaves the queue now: frames arriving while it is stored queue behind it.
      const piece = all.subarray(0, size);
      const rest = all.subarray(size);
      waiting = rest.length ? [rest] : [];
      waitingBytes = rest.length;
      const objectKey = segmentKey(sessionId, speaker, randomUUID());
      try {
        await store.put(objectKey, piece, 'application/octet-stream', size);
        const placed = await place({ sessionId, speaker, bytes: size, objectKey, upload });
        if (!placed) {
          await store.delete(objectKey).catch(onError);
          superseded = upload !== undefined && !stopped;
          stop();
          if (superseded) options.onSuperseded?.();
          return;
        }
        started?.({ start: placed.start, heardTo: placed.heardTo });
        started = undefined;
        tries = 0;
        if (placed.uploadBytes !== undefined) stored = placed.uploadBytes;
        else stored += size;
        storedListener?.();
        if (waitingBytes < WAITING_MAX_BYTES) wake();
      } catch (error) {
        await store.delete(objectKey).catch(() => undefined);
        waiting.unshift(piece);
        waitingBytes += size;
        if (++tries >= PIECE_TRIES) {
          failed = true;
          stop();
          onError(error);
        }
      }
    };
    const flush = (): Promise<void> => {
      flushing = flushing.then(async () => {
        while (!stopped && waitingBytes >= PIECE_MAX_BYTES) {
          const before = waitingBytes;
          await storeOne();
          if (waitingBytes >= before) break;
        }
        await storeOne();
      });
      return flushing;
    };
    const tick = () => {
      timer = undefined;
      void flush().then(() => {
        if (!stopped && waitingBytes > 0) timer ??= setTimeout(tick, untilTick(flushMs, group)).unref();
      });
    };

    const writer: Writer = {
      sessionId,
      async close() {
        clearTimeout(timer);
        await flush();
        // Stored what it could; a piece that failed for good is not waited for again.
        if (waitingBytes > 0 && !stopped) await flush();
        stopped = true;
        wake();
        started?.(undefined);
        open.delete(writer);
      },
    };
    open.add(writer);

    return {
      append(pcm) {
        if (stopped) return true;
        waiting.push(pcm);
        waitingBytes += pcm.length;
        taken += pcm.length;
        if (waitingBytes >= PIECE_MAX_BYTES) tick();
        else timer ??= setTimeout(tick, untilTick(flushMs, group)).unref();
        return waitingBytes < WAITING_MAX_BYTES;
      },
      drained: () =>
        stopped || waitingBytes < WAITING_MAX_BYTES
          ? Promise.resolve()
          : new Promise<void>((resolve) => drainWaiters.add(resolve)),
      startsAt: first.then((at) => at?.start),
      heardToAtStart: first.then((at) => at?.heardTo),
      get taken() {
        return taken;
      },
      get stored() {
        return stored;
      },
      get failed() {
        return failed;
      },
      get superseded() {
        return superseded;
      },
      onStored(listener) {
        storedListener = listener;
      },
      stillHolds: async () => !superseded && (!upload || (await tracks.holds(upload))),
      release: () => writer.close(),
    };
  };

  return {
    acquire,

    /** Whether this process stores audio of the session. */
    holds: (sessionId: string) => [...open].some((w) => w.sessionId === sessionId),

    /** Stores what waits of the session's captures and stops them. */
    async closeSession(sessionId: string): Promise<void> {
      await Promise.all([...open].filter((w) => w.sessionId === sessionId).map((w) => w.close()));
    },

    /** Shutdown: what waits is stored. */
    async closeAll(): Promise<void> {
      await Promise.all([...open].map((w) => w.close()));
    },
  };
}
export type Spools = ReturnType<typeof createSpools>;
