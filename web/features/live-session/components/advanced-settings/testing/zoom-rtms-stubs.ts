import type { PendingWebhook, RtmsStatusDto } from '#contracts/rtms.ts';
import { json, type StubHandler } from '#web/test/fetch-stub.ts';
import { SESSION_ID } from '#web/test/session-detail-fixtures.ts';

export const INTEGRATIONS = 'GET /api/integrations';
export const RTMS_STATUS = `GET /api/rtms/status/${SESSION_ID}`;
export const PENDING = 'GET /api/rtms/pending-webhooks';
export const START = 'POST /api/rtms/start';
export const STOP = 'POST /api/rtms/stop';
export const CONNECT = 'POST /api/rtms/connect-webhook';

export const MEETING_UUID = 'aDYlohsHRtCd4ii1uC2+hA==';

export function anRtmsStatus(overrides: Partial<RtmsStatusDto> = {}): RtmsStatusDto {
  return {
    isActive: false,
    state: 'stopped',
    streamData: null,
    participants: [],
    startedAt: null,
    stopReason: null,
    ...overrides,
  };
}

export function aStreamingStatus(overrides: Partial<RtmsStatusDto> = {}): RtmsStatusDto {
  return anRtmsStatus({
    isActive: true,
    state: 'streaming',
    streamData: { meeting_uuid: MEETING_UUID, rtms_stream_id: '03d2b3b4c5e64b2e' },
    startedAt: '2026-11-22T10:05:00.000Z',
    ...overrides,
  });
}

export function aPendingWebhook(overrides: Partial<PendingWebhook> = {}): PendingWebhook {
  return {
    meeting_uuid: 'b7Qz9n3aTgqPqW1mUgC5xw==',
    rtms_stream_id: '609340fb5a2c4cf8',
    meeting_id: '81234567890',
    timestamp: '2026-11-22T10:04:00.000Z',
    ...overrides,
  };
}

/** A server set up for Zoom whose answers for the session's stream and the pending starts are given. */
export function zoomServer(
  status: RtmsStatusDto | (() => RtmsStatusDto),
  webhooks: PendingWebhook[] = [],
): Record<string, StubHandler> {
  return {
    [INTEGRATIONS]: () => json(200, { zoom: { configured: true }, meet: { cloudProjectNumber: null } }),
    [RTMS_STATUS]: () => json(200, typeof status === 'function' ? status() : status),
    [PENDING]: () => json(200, { webhooks }),
  };
}
