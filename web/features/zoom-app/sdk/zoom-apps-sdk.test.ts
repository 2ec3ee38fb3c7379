import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeZoomClientCalls, installFakeZoomClient } from '../testing/fake-zoom-client.ts';
import { zoomAppsSdk } from './zoom-apps-sdk.ts';
import { RTMS_MEDIA, ZOOM_CAPABILITIES, ZoomSdkUnavailableError } from './zoom-sdk.ts';

const MEETING = { id: '81234567890', uuid: 'aDYlohsHRtCd4ii1uC2+hA==', topic: 'Backend onsite: Ada' };

// The SDK keeps its bridge in module state: each test loads a fresh copy. It serialises its
// requests checking for ImageData, which browsers have and jsdom lacks.
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('ImageData', class ImageData {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  const win = window as unknown as { chrome?: unknown; fakeZoomClient?: unknown; zoomSdk?: unknown };
  delete win.chrome;
  delete win.fakeZoomClient;
  delete win.zoomSdk;
});

describe('the Zoom Apps SDK adapter', () => {
  it('configures our capabilities and version, then reads the meeting with its UUID', async () => {
    installFakeZoomClient({ meeting: MEETING });
    const sdk = zoomAppsSdk();

    await sdk.configure();
    const context = await sdk.getMeetingContext();

    expect(context).toEqual({ meetingId: MEETING.id, meetingUuid: MEETING.uuid, topic: MEETING.topic });
    const [config] = fakeZoomClientCalls();
    expect(config).toEqual({
      apiName: 'config',
      data: { js_api_lists: [...ZOOM_CAPABILITIES], version: '0.16.0' },
    });
  });

  it('starts RTMS with audio subscribed (mono, original) and video not, and stops it', async () => {
    installFakeZoomClient({ meeting: MEETING });
    const sdk = zoomAppsSdk();
    await sdk.configure();

    await sdk.startRtms();
    await sdk.stopRtms();

    const rtms = fakeZoomClientCalls().filter((call) => call.apiName.endsWith('RTMS'));
    expect(rtms).toEqual([
      { apiName: 'startRTMS', data: RTMS_MEDIA },
      { apiName: 'stopRTMS', data: undefined },
    ]);
    expect(RTMS_MEDIA.audioOptions).toMatchObject({
      subscribed: true,
      channel: 'mono',
      dataType: 'original',
    });
    expect(RTMS_MEDIA.videoOptions.subscribed).toBe(false);
  });

  it('passes on what the client answers when it refuses a call', async () => {
    installFakeZoomClient({ meeting: MEETING, startError: 'RTMS is not enabled for this account' });
    const sdk = zoomAppsSdk();
    await sdk.configure();

    await expect(sdk.startRtms()).rejects.toThrow('RTMS is not enabled for this account');
  });

  it('rejects reading the meeting when the app runs outside one', async () => {
    installFakeZoomClient({ meeting: null });
    const sdk = zoomAppsSdk();
    await sdk.configure();

    await expect(sdk.getMeetingContext()).rejects.toThrow('Not in meeting');
  });

  it('says the SDK is not available in an ordinary browser', async () => {
    const sdk = zoomAppsSdk();

    const refusal = sdk.configure();

    await expect(refusal).rejects.toBeInstanceOf(ZoomSdkUnavailableError);
    await expect(refusal).rejects.toThrow(
      'Zoom Apps SDK not available - ensure this runs inside a Zoom meeting',
    );
  });
});
