import { createHmac, timingSafeEqual } from 'node:crypto';

/** The app's OAuth credentials, which sign every handshake. */
export type FakeRtmsCredentials = { clientId: string; clientSecret: string };

/** L16, 16 kHz, mono, one track per participant: the only audio this peer serves. */
const AUDIO = { content_type: 2, sample_rate: 1, channel: 1, codec: 1, data_opt: 2 };

/** A handshake request as sent (msg 1 or 3); fields unchecked until `checkHandshake`. */
export type HandshakeRequest = {
  msg_type?: unknown;
  meeting_uuid?: unknown;
  rtms_stream_id?: unknown;
  signature?: unknown;
  media_type?: unknown;
  payload_encryption?: unknown;
  media_params?: { audio?: Record<string, unknown> };
};

type Known = { meetingUuid: string; ended: boolean; signaled: boolean };

/** Zoom's status codes for a refused handshake (the universal-events reference). */
export const STATUS = {
  ok: 0,
  sessionNotFound: 13,
  noSignature: 14,
  invalidSignature: 15,
  invalidIds: 16,
  audioNotSupported: 24,
  invalidMediaParams: 33,
  invalidAudioParams: 35,
} as const;

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The checks a Zoom RTMS server makes of a handshake: a known stream of that meeting still running,
 * the signature over client id, meeting uuid and stream id, and for media the audio asked for.
 * Answers the status code (0 accepted).
 */
export function checkHandshake(
  credentials: FakeRtmsCredentials,
  request: HandshakeRequest,
  stream: Known | undefined,
  socket: 'signaling' | 'media',
): number {
  if (!stream || request.meeting_uuid !== stream.meetingUuid) return STATUS.invalidIds;
  if (stream.ended || (socket === 'media' && !stream.signaled)) return STATUS.sessionNotFound;
  if (typeof request.signature !== 'string' || !request.signature) return STATUS.noSignature;
  // Computed here from the documented formula, not with the client's code (integrations.md §1.2).
  const expected = createHmac('sha256', credentials.clientSecret)
    .update(`${credentials.clientId},${stream.meetingUuid},${String(request.rtms_stream_id)}`)
    .digest('hex');
  if (!sameHex(request.signature, expected)) return STATUS.invalidSignature;
  if (socket === 'signaling') return STATUS.ok;
  if (typeof request.media_type !== 'number' || (request.media_type & 1) === 0)
    return STATUS.audioNotSupported;
  if (request.payload_encryption !== false) return STATUS.invalidMediaParams;
  const audio = request.media_params?.audio ?? {};
  const rate = audio.send_rate;
  const rateOk = typeof rate === 'number' && rate >= 20 && rate <= 1000 && rate % 20 === 0;
  const paramsOk = Object.entries(AUDIO).every(([key, value]) => audio[key] === value);
  return rateOk && paramsOk ? STATUS.ok : STATUS.invalidAudioParams;
}
