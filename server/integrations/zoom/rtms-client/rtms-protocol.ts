import { createHmac } from 'node:crypto';

/**
 * Zoom Realtime Media Streams wire constants and the requests we send (integrations.md §1;
 * https://developers.zoom.us/docs/rtms/event-reference/universal-events/, zoom/rtms `src/rtms.h`).
 * Every message is a text frame of JSON with an integer `msg_type`.
 */
export const RTMS_MSG = {
  signalingHandshake: 1,
  signalingHandshakeResponse: 2,
  mediaHandshake: 3,
  mediaHandshakeResponse: 4,
  eventSubscription: 5,
  eventUpdate: 6,
  clientReady: 7,
  streamState: 8,
  sessionState: 9,
  keepAlive: 12,
  keepAliveResponse: 13,
  audio: 14,
  video: 15,
  share: 16,
  transcript: 17,
  chat: 18,
} as const;

/** `media_type` bitmask. */
export const RTMS_MEDIA = { audio: 1, transcript: 8 } as const;

/** What we ask for: L16 PCM, 16 kHz, mono, one track per participant (`data_opt` MULTI_STREAMS). */
export const RTMS_AUDIO_PARAMS = {
  content_type: 2, // RAW_AUDIO
  sample_rate: 1, // 16 kHz
  channel: 1, // mono
  codec: 1, // L16
  data_opt: 2, // MULTI_STREAMS
} as const;

/** `content_type` TEXT, for Zoom's own transcript. */
export const RTMS_TRANSCRIPT_PARAMS = { content_type: 5 } as const;

export const RTMS_STREAM_STATE = { interrupted: 2, terminating: 3, terminated: 4 } as const;
export const RTMS_SESSION_STATE = { stopped: 5 } as const;
export const RTMS_EVENT = { activeSpeaker: 2, participantJoin: 3, participantLeave: 4 } as const;

/** Handshake `status_code`s worth naming (the full list, 0–66, is in the universal-events doc). */
export const RTMS_STATUS: Record<number, string> = {
  1: 'timeout',
  13: 'session not found',
  14: 'no signature',
  15: 'invalid signature',
  16: 'invalid meeting or stream id',
  17: 'duplicate signaling request',
  24: 'audio not supported',
  31: 'duplicate media connection',
  33: 'invalid media parameters',
  35: 'invalid audio parameters',
};

/** Why a stream stopped (`reason` / `stop_reason`). */
export const RTMS_STOP_REASON: Record<number, string> = {
  1: 'stopped by the host',
  2: 'stopped by a participant',
  3: 'the participant who started it left',
  4: 'the participant who started it was removed',
  5: 'the host disabled the app',
  6: 'the meeting ended',
  7: 'the stream was canceled',
  8: 'the stream was revoked',
  9: 'every app was disabled',
  18: 'authentication failed',
  24: 'keep-alive timed out',
};

export type RtmsCredentials = { clientId: string; clientSecret: string };

/** `hex(HMAC-SHA256(client_secret, client_id + "," + meeting_uuid + "," + rtms_stream_id))`, §1.2. */
export function rtmsSignature(credentials: RtmsCredentials, meetingUuid: string, streamId: string): string {
  return createHmac('sha256', credentials.clientSecret)
    .update(`${credentials.clientId},${meetingUuid},${streamId}`)
    .digest('hex');
}

type Ids = { meetingUuid: string; streamId: string; signature: string; sequence: number };

export const signalingHandshake = ({ meetingUuid, streamId, signature, sequence }: Ids) => ({
  msg_type: RTMS_MSG.signalingHandshake,
  protocol_version: 1,
  sequence,
  meeting_uuid: meetingUuid,
  rtms_stream_id: streamId,
  signature,
});

/** Active speaker, join and leave; types 1 and 7 come without subscribing (§1.4a). */
export const eventSubscription = () => ({
  msg_type: RTMS_MSG.eventSubscription,
  events: [RTMS_EVENT.activeSpeaker, RTMS_EVENT.participantJoin, RTMS_EVENT.participantLeave].map(
    (event_type) => ({ event_type, subscribe: true }),
  ),
});

export const mediaHandshake = (ids: Ids & { sendRateMs: number; transcripts: boolean }) => ({
  msg_type: RTMS_MSG.mediaHandshake,
  protocol_version: 1,
  sequence: ids.sequence,
  meeting_uuid: ids.meetingUuid,
  rtms_stream_id: ids.streamId,
  signature: ids.signature,
  media_type: RTMS_MEDIA.audio | (ids.transcripts ? RTMS_MEDIA.transcript : 0),
  payload_encryption: false,
  media_params: {
    audio: { ...RTMS_AUDIO_PARAMS, send_rate: ids.sendRateMs },
    ...(ids.transcripts && { transcript: RTMS_TRANSCRIPT_PARAMS }),
  },
});

/** Sent on signaling once the media socket's handshake is answered. */
export const clientReady = (streamId: string) => ({
  msg_type: RTMS_MSG.clientReady,
  rtms_stream_id: streamId,
});

export const keepAliveResponse = (timestamp: number) => ({ msg_type: RTMS_MSG.keepAliveResponse, timestamp });
