import type { ClientMessage } from '#contracts/realtime.ts';
import type { Speaker } from '#contracts/sessions.ts';
import { newClientChunkId } from '#web/features/live-session/api/client-chunk-id.ts';

/** How often a final held while the live socket is down is offered again. */
export const RESEND_INTERVAL_MS = 2000;
/** How long held finals are still offered after capture stops. */
export const RESEND_AFTER_STOP_MS = 120_000;

export type LiveSender = {
  /**
   * A settled utterance: a transcript chunk with its own client chunk id (a resend is a no-op),
   * with how long it was spoken when that is known.
   */
  chunk(text: string, speaker: Speaker, durationMs?: number): void;
  /** The words still being heard on a stream; '' clears its line. Dropped if the socket is down. */
  partial(streamId: string, text: string, speaker: Speaker): void;
  /** No more words come; held finals are still offered for a while. */
  dispose(): void;
};

/**
 * Sends the browser recognizer's words on the live channel. A final the channel cannot take now
 * (it is reconnecting) is held, in order, and offered again every 2 s.
 */
export function createLiveSender(send: () => (message: ClientMessage) => boolean): LiveSender {
  const held: ClientMessage[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let giveUpAt = Number.POSITIVE_INFINITY;

  const flush = () => {
    while (held.length > 0) {
      const next = held[0];
      if (!next || !send()(next)) break;
      held.shift();
    }
    if ((held.length === 0 || Date.now() >= giveUpAt) && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    chunk(text, speaker, durationMs) {
      held.push({
        type: 'chunk',
        clientChunkId: newClientChunkId(),
        text,
        speaker,
        timestamp: new Date().toISOString(),
        ...(durationMs ? { durationMs } : {}),
      });
      flush();
      if (held.length > 0 && timer === undefined) timer = setInterval(flush, RESEND_INTERVAL_MS);
    },
    partial(streamId, text, speaker) {
      send()({ type: 'partial', streamId, text, speaker });
    },
    dispose() {
      giveUpAt = Date.now() + RESEND_AFTER_STOP_MS;
      if (held.length === 0) clearInterval(timer);
    },
  };
}
