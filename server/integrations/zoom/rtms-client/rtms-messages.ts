import type WebSocket from 'ws';
import { z } from 'zod';
import { AUDIO_FRAME_MAX_BYTES } from '#contracts/speech.ts';
import { RTMS_MSG } from './rtms-protocol.ts';

/**
 * What Zoom's RTMS servers send us, zod-parsed (integrations.md §1.3–1.4a; the universal-events
 * reference). Objects stay open: Zoom adds fields (`length`, `account_id`, …) over time.
 */
const StatusReply = { status_code: z.number().int(), reason: z.string().optional() };
const Participant = {
  user_id: z.union([z.number(), z.string()]).transform(String),
  user_name: z.string().optional().default(''),
  timestamp: z.number().optional(),
};
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_BASE64 = Math.ceil(AUDIO_FRAME_MAX_BYTES / 3) * 4;

const schemas = {
  [RTMS_MSG.signalingHandshakeResponse]: z.object({
    ...StatusReply,
    media_server: z
      .object({
        server_urls: z
          .object({
            all: z.string().optional(),
            audio: z.string().optional(),
            transcript: z.string().optional(),
          })
          .optional(),
      })
      .optional(),
  }),
  [RTMS_MSG.mediaHandshakeResponse]: z.object({
    ...StatusReply,
    payload_encrypted: z.boolean().optional(),
    media_params: z.object({ audio: z.record(z.string(), z.unknown()).optional() }).optional(),
  }),
  [RTMS_MSG.eventUpdate]: z.object({ event: z.object({ event_type: z.number() }).optional() }),
  [RTMS_MSG.streamState]: z.object({
    state: z.number().int(),
    reason: z.number().int().optional(),
    stop_reason: z.number().int().optional(),
  }),
  [RTMS_MSG.sessionState]: z.object({ state: z.number().int(), stop_reason: z.number().int().optional() }),
  [RTMS_MSG.keepAlive]: z.object({ timestamp: z.number() }),
  [RTMS_MSG.audio]: z.object({
    content: z.object({
      ...Participant,
      data: z
        .string()
        .min(4)
        .max(MAX_BASE64)
        .refine((s) => s.length % 4 === 0 && BASE64.test(s), 'base64'),
    }),
  }),
  [RTMS_MSG.transcript]: z.object({ content: z.object({ ...Participant, data: z.string() }) }),
} as const;

type Schemas = typeof schemas;
/** A known message, narrowed by `msg_type`. */
export type RtmsMessage = {
  [K in keyof Schemas]: { msg_type: K } & z.infer<Schemas[K]>;
}[keyof Schemas];

export type ReadResult =
  | { message: RtmsMessage }
  /** `malformed`: a message we could not use, named for the log (never its content). */
  | { ignored: string; malformed: boolean };

/** Parses one frame; anything malformed or unknown is reported, never thrown. */
export function readRtmsMessage(data: WebSocket.RawData, isBinary: boolean): ReadResult {
  if (isBinary) return { ignored: 'binary frame', malformed: true };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  } catch {
    return { ignored: 'not JSON', malformed: true };
  }
  const type = (raw as { msg_type?: unknown } | null)?.msg_type;
  if (typeof type !== 'number') return { ignored: 'no msg_type', malformed: true };
  const schema = schemas[type as keyof Schemas];
  // Newer types (19–22, 28, 29) and media we did not ask for are skipped (§1.4a).
  if (!schema) return { ignored: `msg_type ${type}`, malformed: false };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ignored: `malformed msg_type ${type}`, malformed: true };
  return { message: { ...parsed.data, msg_type: type } as RtmsMessage };
}

/** Decodes an audio frame's PCM; undefined when it cannot be 16-bit samples. */
export function audioPcm(data: string): Buffer | undefined {
  const pcm = Buffer.from(data, 'base64');
  return pcm.length > 0 && pcm.length % 2 === 0 ? pcm : undefined;
}
