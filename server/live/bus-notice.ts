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
 * What one instance tells the others. `i` is the sender (an instance skips its own notices);
 * `s` the interview session. A hint (`q`) says "events up to this seq are committed": the
 * receiver reads them from `session_events`. An ephemeral message (`e`) is not in the database,
 * so it travels whole, best effort, like any ephemeral message.
 */
const Notice = z.union([
  z.object({ i: z.string(), s: z.uuid(), q: z.number().int().min(1) }),
  z.object({ i: z.string(), s: z.uuid(), e: Ephemeral }),
]);
export type Notice =
  | { i: string; s: string; q: number }
  | { i: string; s: string; e: BroadcastMessage | SessionEnded };

/** The NOTIFY payload, or undefined when it would exceed PostgreSQL's limit. */
export function encodeNotice(notice: Notice): string | undefined {
  const text = JSON.stringify(notice);
  return Buffer.byteLength(text, 'utf8') <= NOTICE_MAX_BYTES ? text : undefined;
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
