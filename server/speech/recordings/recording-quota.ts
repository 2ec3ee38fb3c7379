import pLimit from 'p-limit';
import { RECORDING_STORAGE_FULL_MESSAGE, type RecordingStorageDto } from '#contracts/speech.ts';
import { AppError } from '#server/lib/errors.ts';
import type { RecordingUsageRepository } from './recording-usage.repository.ts';
import type { SpoolHandle } from './spools.ts';

export type RecordingQuotaLimits = {
  /** Bytes of recording each user may hold (`RECORDING_QUOTA_MB`). */
  quotaBytes: number;
  /** Room reserved at a time per capture: about 33 s of audio by default. */
  reserveBytes: number;
};

export const DEFAULT_RESERVE_BYTES = 1024 * 1024;
/**
 * Reservations in flight at once on an instance. Captures started together top up together, a
 * hundred transactions at the same moment; the rest of the pool stays free for the live path
 * (a capture tops up with half its room, about 16 s of audio, still left).
 */
const RESERVING_AT_ONCE = 2;

type Owner = { userId: string; sessionId: string };

type Deps = {
  usage: Pick<RecordingUsageRepository, 'used' | 'reserve' | 'giveBack'>;
  limits: RecordingQuotaLimits;
  onError(error: unknown): void;
};

export const storageFull = () => AppError.conflict(RECORDING_STORAGE_FULL_MESSAGE);

/**
 * The per-user recording quota (docs/decisions/043-bounded-recording.md), counted in the database
 * so that every instance sees the same total: a capture writes only into room it reserved there
 * (`reserveBytes` at a time, topped up before it runs out) and gives back what it did not use.
 * A frame with no room yet waits for the reservation on its way, and the capture reads no more
 * meanwhile (as when the disk is behind). Once the quota gives no more room the capture is told
 * (`onFull`) and writes nothing more.
 */
export function createRecordingQuota({ usage, limits, onError }: Deps) {
  const { quotaBytes, reserveBytes } = limits;
  const reserving = pLimit(RESERVING_AT_ONCE);
  return {
    async storage(userId: string): Promise<RecordingStorageDto> {
      return { usedBytes: Math.min(await usage.used(userId), quotaBytes), quotaBytes };
    },

    /** Refuses a new recording (409) once the user's storage is full. */
    async ensureRoom(userId: string): Promise<void> {
      if ((await usage.used(userId)) >= quotaBytes) throw storageFull();
    },

    /** The spool of one capture, written only within the owner's quota. */
    meter(spool: SpoolHandle, { userId, sessionId }: Owner, onFull: () => void): SpoolHandle {
      /** Reserved and not yet written. */
      let room = 0;
      /** Frames waiting for room, in order. */
      const waiting: Buffer[] = [];
      let refilling: Promise<boolean> | undefined;
      /** The quota gave no more room: the next frame that does not fit ends the capture. */
      let exhausted = false;
      let full = false;
      let released = false;

      const stop = () => {
        full = true;
        waiting.length = 0;
        // After the frame being taken: the capture may end, and not in the middle of it.
        queueMicrotask(onFull);
      };
      const write = (pcm: Buffer) => {
        room -= pcm.length;
        return spool.append(pcm);
      };
      /** Resolves true when the database granted anything (false: exhausted, released or failed). */
      const refill = (): Promise<boolean> => {
        if (exhausted || released) return Promise.resolve(false);
        refilling ??= reserving(() => usage.reserve(userId, sessionId, reserveBytes, quotaBytes))
          .then(
            (granted) => {
              room += granted;
              exhausted = granted === 0;
              while (waiting[0] && waiting[0].length <= room) write(waiting.shift() as Buffer);
              if (waiting.length && exhausted) stop();
              return granted > 0;
            },
            (error: unknown) => {
              onError(error);
              return false;
            },
          )
          .finally(() => {
            refilling = undefined;
          });
        return refilling;
      };
      /** Frames waiting for room are written once it is granted; a failing database stops the wait. */
      const flush = async () => {
        while (waiting.length && !full && !released) if (!(await refill())) break;
      };
      void refill();
      const waitingBytes = () => waiting.reduce((n, b) => n + b.length, 0);
      return {
        append(pcm) {
          if (full || released) return true;
          if (waiting.length || pcm.length > room) {
            if (exhausted) {
              stop();
              return true;
            }
            waiting.push(pcm);
            void refill();
            return false;
          }
          const keeping = write(pcm);
          if (room < reserveBytes / 2) void refill();
          return keeping;
        },
        async drained() {
          await flush();
          await spool.drained();
        },
        startsAt: spool.startsAt,
        heardToAtStart: spool.heardToAtStart,
        // Frames waiting for room were taken too: a socket coming back resumes after them.
        get taken() {
          return spool.taken + waitingBytes();
        },
        get stored() {
          return spool.stored;
        },
        get failed() {
          return spool.failed;
        },
        get superseded() {
          return spool.superseded;
        },
        onStored: (listener) => spool.onStored(listener),
        stillHolds: () => spool.stillHolds(),
        async release() {
          if (!released) {
            // The capture ended: what it took before is kept, even frames still waiting for room.
            await flush();
            released = true;
            waiting.length = 0;
            await refilling;
            await usage.giveBack(sessionId, room).catch(onError);
          }
          return spool.release();
        },
      };
    },
  };
}
export type RecordingQuota = ReturnType<typeof createRecordingQuota>;
