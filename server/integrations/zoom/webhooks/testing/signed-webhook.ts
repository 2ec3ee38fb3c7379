import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookSignature } from '../zoom-signature.ts';

type Send = {
  /** Epoch seconds of `x-zm-request-timestamp`; now by default. */
  timestamp?: number;
  /** Replaces the signature (a forged or missing one). */
  signature?: string | null;
  /** Sent instead of the JSON of `body` (the signature covers these bytes). */
  raw?: string;
};

/** Posts a webhook as Zoom does: JSON, signed v0 over the exact bytes sent. */
export function postWebhook(app: FastifyInstance, secret: string, body: unknown, send: Send = {}) {
  const raw = send.raw ?? JSON.stringify(body);
  const timestamp = String(send.timestamp ?? Math.floor(Date.now() / 1000));
  const signature =
    send.signature === undefined ? webhookSignature(secret, timestamp, Buffer.from(raw)) : send.signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-zm-request-timestamp': timestamp,
  };
  if (signature !== null) headers['x-zm-signature'] = signature;
  return app.inject({ method: 'POST', url: '/api/zoom/webhooks', headers, payload: raw });
}

export type StartedPayload = {
  meeting_uuid: string;
  rtms_stream_id: string;
  server_urls: string;
  meeting_id?: number;
};

/**
 * A meeting number and UUID no other test uses: tests share a database (one per worker on
 * PGlite, one for all on PostgreSQL), where a linked session would claim another test's meeting.
 */
export const meetingNumber = () => 80_000_000_000 + Math.floor(Math.random() * 9_999_999_999);
export const meetingUuid = () => randomBytes(16).toString('base64');

/** A `meeting.rtms_started` (flat payload) for a new stream of `meeting`. */
export function rtmsStarted(meeting: { uuid?: string; id?: number } = {}, eventTs = Date.now()) {
  const payload: StartedPayload = {
    meeting_uuid: meeting.uuid ?? meetingUuid(),
    rtms_stream_id: randomBytes(16).toString('hex'),
    server_urls: 'wss://rtms-sjc1.zoom.us/signaling',
    ...(meeting.id === undefined ? {} : { meeting_id: meeting.id }),
  };
  return { event: 'meeting.rtms_started', event_ts: eventTs, payload };
}

export function rtmsStopped(payload: { meeting_uuid: string; rtms_stream_id: string }, eventTs = Date.now()) {
  return { event: 'meeting.rtms_stopped', event_ts: eventTs, payload: { ...payload, stop_reason: 6 } };
}
