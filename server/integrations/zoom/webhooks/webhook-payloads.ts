import { z } from 'zod';

/**
 * The webhooks we act on, as Zoom sends them (integrations.md §1.1; the RTMS payload is flat:
 * https://developers.zoom.us/docs/rtms/event-reference/universal-events/). Other events are
 * answered 200 and ignored.
 */
const WebhookEnvelope = z.object({
  event: z.string().min(1).max(100),
  event_ts: z.number().optional(),
  payload: z.unknown().optional(),
});

const UrlValidationPayload = z.object({ plainToken: z.string().min(1).max(200) });

const zoomText = z.string().trim().min(1).max(2_000);

/** `meeting.rtms_started` (and `webinar.`): where the stream's signaling server listens. */
const RtmsStartedPayload = z.object({
  meeting_uuid: zoomText,
  rtms_stream_id: zoomText,
  server_urls: zoomText,
  /** Added in 2026: the meeting's number, which sessions are linked by. */
  meeting_id: z.union([z.number(), z.string()]).optional(),
});
type RtmsStartedPayload = z.infer<typeof RtmsStartedPayload>;

const RtmsStoppedPayload = z.object({
  meeting_uuid: zoomText,
  rtms_stream_id: zoomText,
});

const RTMS_STARTED_EVENTS = new Set(['meeting.rtms_started', 'webinar.rtms_started']);
const RTMS_STOPPED_EVENTS = new Set(['meeting.rtms_stopped', 'webinar.rtms_stopped']);

/** A normalised RTMS start, what the streams service acts on. */
export type RtmsStartEvent = {
  meetingUuid: string;
  streamId: string;
  serverUrls: string;
  meetingId: string | null;
  /** When Zoom sent it. */
  at: Date;
};

export type RtmsStopEvent = { meetingUuid: string; streamId: string };

/** What a verified webhook asks of us; `key` identifies it among Zoom's retries. */
export type WebhookJob =
  | { kind: 'url_validation'; plainToken: string }
  | { kind: 'rtms_started'; key: string; event: RtmsStartEvent }
  | { kind: 'rtms_stopped'; key: string; event: RtmsStopEvent }
  | { kind: 'ignored'; key: string };

/** Reads a verified webhook's JSON; undefined when it is not one of Zoom's shapes. */
export function readWebhook(body: unknown, now: Date): WebhookJob | undefined {
  const envelope = WebhookEnvelope.safeParse(body);
  if (!envelope.success) return undefined;
  const { event, event_ts: eventTs, payload } = envelope.data;
  if (event === 'endpoint.url_validation') {
    const parsed = UrlValidationPayload.safeParse(payload);
    return parsed.success ? { kind: 'url_validation', plainToken: parsed.data.plainToken } : undefined;
  }
  if (RTMS_STARTED_EVENTS.has(event)) {
    const parsed = RtmsStartedPayload.safeParse(payload);
    if (!parsed.success) return undefined;
    const start = toStartEvent(parsed.data, eventTs, now);
    return { kind: 'rtms_started', key: `${event}:${eventTs}:${start.streamId}`, event: start };
  }
  if (RTMS_STOPPED_EVENTS.has(event)) {
    const parsed = RtmsStoppedPayload.safeParse(payload);
    if (!parsed.success) return undefined;
    const { meeting_uuid: meetingUuid, rtms_stream_id: streamId } = parsed.data;
    return { kind: 'rtms_stopped', key: `${event}:${eventTs}:${streamId}`, event: { meetingUuid, streamId } };
  }
  return { kind: 'ignored', key: `${event}:${eventTs}` };
}

function toStartEvent(payload: RtmsStartedPayload, eventTs: number | undefined, now: Date): RtmsStartEvent {
  const meetingId = payload.meeting_id === undefined ? null : String(payload.meeting_id).trim() || null;
  return {
    meetingUuid: payload.meeting_uuid,
    streamId: payload.rtms_stream_id,
    serverUrls: payload.server_urls,
    meetingId,
    at: eventTs !== undefined && Number.isFinite(eventTs) ? new Date(eventTs) : now,
  };
}
