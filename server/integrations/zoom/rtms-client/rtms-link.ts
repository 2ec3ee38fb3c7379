import type { RtmsSocket, RtmsSocketName } from './rtms-socket.ts';
import { type RtmsTimings, retryDelay } from './rtms-timings.ts';

/** One of a stream's two sockets and its reconnect state: reopened within `windowMs` of a drop. */
export type RtmsLink = {
  name: RtmsSocketName;
  socket?: RtmsSocket;
  /** Its handshake was answered with status 0. */
  ready: boolean;
  /** Media only: the ready ack (msg 7) for this media socket went out on signaling. */
  acked: boolean;
  downSince?: number;
  attempts: number;
  retry?: NodeJS.Timeout;
  windowMs: number;
  stallMs: number;
};

export const createLink = (name: RtmsSocketName, windowMs: number, stallMs: number): RtmsLink => ({
  name,
  ready: false,
  acked: false,
  attempts: 0,
  windowMs,
  stallMs,
});

/** Its handshake was answered: the next drop starts a fresh window. */
export function linkRestored(l: RtmsLink): void {
  l.ready = true;
  l.downSince = undefined;
  l.attempts = 0;
}

/** Its socket went away: not ready, and the ready ack is owed again. */
export function linkLost(l: RtmsLink): void {
  l.socket = undefined;
  l.ready = false;
  l.acked = false;
}

/**
 * After a drop (`downSince` set): how long until the next attempt, backing off per attempt, or
 * undefined once the window since the first drop has run out.
 */
export function nextAttemptIn(l: RtmsLink, t: Pick<RtmsTimings, 'retryMinMs' | 'retryMaxMs'>) {
  const waited = Date.now() - (l.downSince ?? Date.now());
  if (waited >= l.windowMs) return undefined;
  return Math.min(retryDelay(t, l.attempts++), l.windowMs - waited);
}
