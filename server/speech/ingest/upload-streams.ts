/** The bytes the server took of one client upload, counted across the sockets it reconnects with. */
export type UploadTally = { bytes: number };

export type UploadStreamLimits = {
  /** How long an upload's count is kept after its last socket closed. */
  keepMs: number;
  /** Uploads remembered at most; beyond it, the longest idle are forgotten first. */
  maxStreams: number;
};

export const DEFAULT_UPLOAD_STREAM_LIMITS: UploadStreamLimits = {
  // The browser retries for about a minute (2 + 4 + 8 + 16 + 32 s); five leave room for slow opens.
  keepMs: 5 * 60_000,
  maxStreams: 10_000,
};

type Entry = UploadTally & { sockets: number; idleSince: number };

/** Whose upload a count is: never shared across users, sessions or channels, whatever the id. */
export type UploadOwner = { userId: string; sessionId: string; channel: string; uploadId: string };

export const uploadKey = ({ userId, sessionId, channel, uploadId }: UploadOwner) =>
  JSON.stringify([userId, sessionId, channel, uploadId]);

/**
 * The uploads this process took audio of, by owner and the client's id for them, so a socket
 * that reconnects learns how much of its audio already arrived (contracts/speech.ts). Bounded
 * in number and time: an upload is forgotten some minutes after its last socket closed, and a
 * forgotten upload counts from 0 again (the client then sends everything it still holds).
 */
export function createUploadStreams(limits: UploadStreamLimits, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  const forgetExpired = () => {
    const t = now();
    for (const [key, entry] of entries) {
      if (entry.sockets === 0 && t - entry.idleSince >= limits.keepMs) entries.delete(key);
    }
  };
  /** Idle entries are kept in the order they went idle: the longest idle go first. */
  const makeRoom = () => {
    for (const [key, entry] of entries) {
      if (entries.size < limits.maxStreams) return;
      if (entry.sockets === 0) entries.delete(key);
    }
  };

  return {
    /** A socket of the upload starts: the upload's count, new at 0 when unknown here. */
    attach(key: string): UploadTally {
      forgetExpired();
      let entry = entries.get(key);
      if (!entry) {
        makeRoom();
        entry = { bytes: 0, sockets: 0, idleSince: now() };
        entries.set(key, entry);
      }
      entry.sockets++;
      return entry;
    },

    /** A socket of the upload ended (it takes no more audio). */
    detach(key: string): void {
      const entry = entries.get(key);
      if (!entry || entry.sockets === 0) return;
      entry.sockets--;
      if (entry.sockets > 0) return;
      entry.idleSince = now();
      entries.delete(key);
      entries.set(key, entry);
    },

    /** How many uploads are remembered. */
    get size(): number {
      return entries.size;
    },
  };
}
export type UploadStreams = ReturnType<typeof createUploadStreams>;
