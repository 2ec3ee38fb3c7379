import type { AddressRules } from './rtms-checks.ts';
/**
 * How long the client waits for what (integrations.md §1.4 and its corrections in §1.4a). Zoom
 * allows 60 s to restore a dropped signaling socket and, on the newer failover page, 65 s for a media
 * socket and for keep-alive silence; where the pages disagree the larger figure is used.
 */
export type RtmsTimings = {
  /** A dropped signaling socket is retried for this long before the stream is given up. */
  signalingWindowMs: number;
  /** A dropped media socket is retried for this long before the stream is given up. */
  mediaWindowMs: number;
  /** Nothing at all (no answer, no keep-alive) on signaling for this long: the socket is reopened. */
  signalingStallMs: number;
  /** No audio and no keep-alive on the media socket for this long: it is reopened. */
  mediaStallMs: number;
  /** A handshake not answered within this is a failed attempt. */
  handshakeTimeoutMs: number;
  /** Delay before the first retry, doubled per attempt up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  /** `stop()` waits this long for the sockets' closing handshakes before cutting them. */
  closeTimeoutMs: number;
  /** Once Zoom ends the stream, the media socket is still read until Zoom closes it, or this long. */
  endDrainMs: number;
  /** Audio frame interval asked of Zoom (`send_rate`): a multiple of 20 ms, at most 1000. */
  sendRateMs: number;
};

export const DEFAULT_RTMS_TIMINGS: RtmsTimings = {
  signalingWindowMs: 60_000,
  mediaWindowMs: 65_000,
  signalingStallMs: 65_000,
  mediaStallMs: 65_000,
  handshakeTimeoutMs: 10_000,
  retryMinMs: 250,
  retryMaxMs: 5_000,
  closeTimeoutMs: 2_000,
  endDrainMs: 2_000,
  sendRateMs: 20,
};

/** Where the client reports what it ignored or retried; never message contents or secrets. */
export type RtmsLog = {
  warn(details: Record<string, unknown>, message: string): void;
  info?(details: Record<string, unknown>, message: string): void;
};

export type RtmsOptions = RtmsTimings &
  AddressRules & {
    log: RtmsLog | undefined;
  };

/** Backoff before retry `attempt` (0 first). */
export const retryDelay = (t: Pick<RtmsTimings, 'retryMinMs' | 'retryMaxMs'>, attempt: number) =>
  Math.min(t.retryMaxMs, t.retryMinMs * 2 ** attempt);
