import { z } from 'zod';
import {
  AudioProcessedMessage,
  ErrorMessage,
  PartialTranscriptionMessage,
  TranscriptionReceivedMessage,
} from '#contracts/realtime.ts';
import type { BroadcastMessage, SessionEnded } from './event-bus.ts';

/** The LISTEN/NOTIFY channel of the live path (channels are per database). */
export const LIVE_CHANNEL = 'interview_hub_live';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTICE_MAX_BYTES = 7_999;

const SessionEndedNotice = z.object({
  type: z.literal('session_ended'),
  reason: z.enum(['closed', 'deleted']),
});

const Ephemeral = z.discriminatedUnion('type', [
  ErrorMessage,
  AudioProcessedMessage,
  TranscriptionReceivedMessage,
  PartialTranscriptionMessage,
  SessionEndedNotice,
]);

/**
 * What one instance tells the others; `i` is the sender (an instance skips its own notices).
 * Hints (`h`: pairs of interview session and seq) say "events up to this seq are committed":
 * the receiver reads them from `session_events`; many sessions' hints share one NOTIFY. An
 * ephemeral message (`e`) of session `s` is not in the database, so it travels whole, best
 * effort, like any ephemeral message.
 */
const Notice = z.union([
  z.object({ i: z.string(), h: z.array(z.tuple([z.uuid(), z.number().int().min(1)])).min(1) }),
  z.object({ i: z.string(), s: z.uuid(), e: Ephemeral }),
]);
export type Notice =
  | { i: string; h: [string, number][] }
  | { i: string; s: string; e: BroadcastMessage | SessionEnded };

/** What the bus hands the sender: a hint for one session, or an ephemeral message. */
export type Outgoing = { s: string; q: number } | { s: string; e: BroadcastMessage | SessionEnded };

/**
 * The NOTIFY payloads for `outgoing`, in order: each run of hints packed into as few payloads as
 * fit under PostgreSQL's limit, each ephemeral message in one of its own. An ephemeral message
 * too large for a payload is left out and reported.
 */
export function encodeNotices(instance: string, outgoing: Outgoing[], onTooLarge: (error: Error) => void) {
  const payloads: string[] = [];
  const head = `{"i":${JSON.stringify(instance)},"h":[`;
  let hints: string[] = [];
  let bytes = head.length + 2;
  const packHints = () => {
    if (hints.length) payloads.push(`${head}${hints.join(',')}]}`);
    hints = [];
    bytes = head.length + 2;
  };
  for (const notice of outgoing) {
    if ('q' in notice) {
      // Session ids are UUIDs and the instance id too: one byte per character.
      const hint = `[${JSON.stringify(notice.s)},${notice.q}]`;
      if (bytes + hint.length + 1 > NOTICE_MAX_BYTES) packHints();
      hints.push(hint);
      bytes += hint.length + 1;
      continue;
    }
    packHints();
    const text = JSON.stringify({ i: instance, s: notice.s, e: notice.e });
    if (Buffer.byteLength(text, 'utf8') <= NOTICE_MAX_BYTES) payloads.push(text);
    else onTooLarge(new Error(`live notice over ${NOTICE_MAX_BYTES} bytes not sent`));
  }
  packHints();
  return payloads;
}

/** A notice from another instance, or undefined for anything else on the channel. */
export function decodeNotice(payload: string): Notice | undefined {
  try {
    const parsed = Notice.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
