import { z } from 'zod';
import { Id } from './common.ts';
import { AudioRole, SessionListItem } from './sessions.ts';

/**
 * Zoom real-time media streams (spec 000 §3 "RTMS stream", "Pending webhook", §7 "Zoom real-time
 * streams"). Zoom's own names (`meeting_uuid`, `rtms_stream_id`) are kept where the spec uses them.
 */

/** Zoom's meeting UUIDs are base64 (`4nYtdqLVTVqGJ+QB62ED7Q==`), stream ids hex. */
export const ZOOM_ID_MAX = 200;
const zoomId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(ZOOM_ID_MAX, `${name} must be at most ${ZOOM_ID_MAX} characters`);

/** The dashboard polls a session's stream status this often (spec 000 §9). */
export const RTMS_STATUS_POLL_MS = 5_000;
/** ...and the pending webhooks this often. */
export const RTMS_WEBHOOKS_POLL_MS = 10_000;
/** A start no session claimed waits this long to be connected, then is dropped. */
export const RTMS_PENDING_TTL_MS = 60 * 60 * 1000;

export const ALREADY_STREAMING_MESSAGE = 'This session is already streaming';
export const STREAM_TAKEN_MESSAGE = 'This Zoom stream is already connected to another session';
export const NO_PENDING_WEBHOOK_MESSAGE = 'No pending RTMS stream for this meeting';
export const ZOOM_NOT_CONFIGURED_MESSAGE = 'Zoom is not set up on this server';
/** A claim or connect for a meeting the user's sessions are not linked to, or another user's. */
export const ZOOM_MEETING_NOT_FOUND_MESSAGE = 'Zoom meeting not found';
export const ZOOM_MEETING_TAKEN_MESSAGE = "This Zoom meeting is linked to another interviewer's session";

/**
 * `waiting`: the session claimed a meeting whose stream has not started yet; the others are the
 * connection's (`connecting`, `streaming`, `reconnecting`) or its end (`stopped`).
 */
export const RtmsState = z.enum(['waiting', 'connecting', 'streaming', 'reconnecting', 'stopped']);
export type RtmsState = z.infer<typeof RtmsState>;
/** States in which the session's audio flows or is about to. */
export const LIVE_RTMS_STATES = ['connecting', 'streaming', 'reconnecting'] as const;

/** A meeting participant heard on the stream, with the side their words are given. */
export const RtmsParticipant = z.object({
  userId: z.string(),
  userName: z.string(),
  speaker: AudioRole,
  /** False: not in the session's participant mappings, so heard as the candidate. */
  mapped: z.boolean(),
});
export type RtmsParticipant = z.infer<typeof RtmsParticipant>;

export const RtmsStreamData = z.object({
  meeting_uuid: z.string(),
  rtms_stream_id: z.string().nullable(),
});
export type RtmsStreamData = z.infer<typeof RtmsStreamData>;

/** `GET /api/rtms/status/{sessionId}`: the session's latest stream, or none. */
export const RtmsStatusDto = z.object({
  isActive: z.boolean(),
  state: RtmsState,
  streamData: RtmsStreamData.nullable(),
  participants: z.array(RtmsParticipant),
  startedAt: z.iso.datetime().nullable(),
  /** Why the last stream ended, when it ended on its own (a refused handshake, the meeting ended). */
  stopReason: z.string().nullable(),
});
export type RtmsStatusDto = z.infer<typeof RtmsStatusDto>;

/**
 * `GET /api/zoom/context-session`: the signed-in user's active session linked to the meeting of
 * the Zoom App context (by its UUID, or by the number Zoom's start gave it), with its stream.
 * 404 when the context names no meeting or no session of the user's is linked to it.
 */
export const ZoomContextSessionDto = z.object({
  session: SessionListItem,
  rtms: RtmsStatusDto,
});
export type ZoomContextSessionDto = z.infer<typeof ZoomContextSessionDto>;

export const RtmsSessionParams = z.object({ sessionId: Id });

/**
 * `POST /api/rtms/start`: the session takes the meeting's stream. The connection details come
 * only from Zoom's signed webhook, never from the request: a start before the webhook waits for it,
 * which needs the meeting proven (the Zoom App context, or the session linked to its UUID).
 */
export const StartRtmsInput = z.object({
  sessionId: Id,
  /** Ignored when the request carries the Zoom App's context: its meeting is the one Zoom vouched for. */
  meetingUuid: zoomId('meetingUuid').optional(),
  rtmsStreamId: zoomId('rtmsStreamId').optional(),
});
export type StartRtmsInput = z.infer<typeof StartRtmsInput>;

export const StopRtmsInput = z.object({ sessionId: Id });
export type StopRtmsInput = z.infer<typeof StopRtmsInput>;

/** `POST /api/rtms/connect-webhook`: the session takes a pending stream of the meeting. */
export const ConnectWebhookInput = z.object({ sessionId: Id, meeting_uuid: zoomId('meeting_uuid') });
export type ConnectWebhookInput = z.infer<typeof ConnectWebhookInput>;

export const RtmsStartedDto = z.object({
  success: z.literal(true),
  state: RtmsState,
  streamData: RtmsStreamData,
});
export type RtmsStartedDto = z.infer<typeof RtmsStartedDto>;

export const RtmsStoppedDto = z.object({ success: z.literal(true), state: z.literal('stopped') });
export type RtmsStoppedDto = z.infer<typeof RtmsStoppedDto>;

/** `GET /api/rtms/active`: the signed-in user's streams that are live now. */
export const ActiveRtmsStream = RtmsStreamData.extend({
  sessionId: Id,
  state: RtmsState,
  startedAt: z.iso.datetime(),
  participants: z.number().int(),
});
export type ActiveRtmsStream = z.infer<typeof ActiveRtmsStream>;
export const ActiveRtmsDto = z.object({ streams: z.array(ActiveRtmsStream) });
export type ActiveRtmsDto = z.infer<typeof ActiveRtmsDto>;

/** `GET /api/rtms/pending-webhooks`: streams Zoom started that no session has taken yet. */
export const PendingWebhook = z.object({
  meeting_uuid: z.string(),
  rtms_stream_id: z.string(),
  /** The meeting's number, when Zoom sent it. */
  meeting_id: z.string().nullable(),
  timestamp: z.iso.datetime(),
});
export type PendingWebhook = z.infer<typeof PendingWebhook>;
export const PendingWebhooksDto = z.object({ webhooks: z.array(PendingWebhook) });
export type PendingWebhooksDto = z.infer<typeof PendingWebhooksDto>;

/**
 * `GET /api/zoom/context`: the meeting Zoom vouched for when it opened `/zoomapp` (its encrypted
 * `X-Zoom-App-Context`), for a few minutes after; null when the page was not opened by Zoom.
 */
export const ZoomAppContextDto = z.object({
  context: z
    .object({
      typ: z.string(),
      meetingUuid: z.string().nullable(),
      role: z.string().nullable(),
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
});
export type ZoomAppContextDto = z.infer<typeof ZoomAppContextDto>;
