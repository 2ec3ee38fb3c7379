import { createHmac } from 'node:crypto';
import type { RtmsStart } from '#server/integrations/zoom/rtms-client/rtms-client.ts';

export type SignedWebhook = {
  /** The raw body: sign and send these exact bytes. */
  body: string;
  headers: {
    'content-type': 'application/json';
    'x-zm-request-timestamp': string;
    'x-zm-signature': string;
  };
};

type Signing = {
  /** The app's webhook Secret Token (not its client secret). */
  secretToken: string;
  /** Epoch seconds of `x-zm-request-timestamp`; now by default (older than 5 min is refused). */
  timestampS?: number;
};

/** `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` with the Secret Token (integrations.md §1.1). */
export function signZoomWebhook(body: string, { secretToken, timestampS }: Signing): SignedWebhook {
  const ts = String(timestampS ?? Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secretToken).update(`v0:${ts}:${body}`).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-zm-request-timestamp': ts,
      'x-zm-signature': `v0=${signature}`,
    },
  };
}

type Meeting = { meetingId?: number; accountId?: string; operatorId?: string; eventTs?: number };

/** `meeting.rtms_started` for a stream of the fake peer, flat payload as Zoom sends it, signed. */
export function rtmsStartedWebhook(start: RtmsStart, signing: Signing, meeting: Meeting = {}): SignedWebhook {
  const body = JSON.stringify({
    event: 'meeting.rtms_started',
    event_ts: meeting.eventTs ?? Date.now(),
    payload: {
      meeting_uuid: start.meetingUuid,
      rtms_stream_id: start.streamId,
      server_urls: start.serverUrls,
      operator_id: meeting.operatorId ?? 'operator-1',
      account_id: meeting.accountId ?? 'account-1',
      meeting_id: meeting.meetingId ?? 81234567890,
      is_original_host: true,
    },
  });
  return signZoomWebhook(body, signing);
}

/** `meeting.rtms_stopped` (stop reason 6: the meeting ended), signed. */
export function rtmsStoppedWebhook(
  start: Pick<RtmsStart, 'meetingUuid' | 'streamId'>,
  signing: Signing,
  { stopReason = 6, eventTs }: { stopReason?: number; eventTs?: number } = {},
): SignedWebhook {
  const body = JSON.stringify({
    event: 'meeting.rtms_stopped',
    event_ts: eventTs ?? Date.now(),
    payload: { meeting_uuid: start.meetingUuid, rtms_stream_id: start.streamId, stop_reason: stopReason },
  });
  return signZoomWebhook(body, signing);
}
