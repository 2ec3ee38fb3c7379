import type { Db } from '#server/db/client.ts';
import { createSocketLeases, type SocketLeaseLimits, type SocketLeases } from '#server/live/socket-leases.ts';

export { DEFAULT_SOCKET_LEASE_MS, type SocketLeaseLimits } from '#server/live/socket-leases.ts';

/** The per-user cap on audio sockets across every instance (decision 043): leases of kind `audio`. */
export const createAudioSocketLeases = (db: Db, instance: string, limits: SocketLeaseLimits) =>
  createSocketLeases(db, instance, 'audio', limits);
export type AudioSocketLeases = SocketLeases;
