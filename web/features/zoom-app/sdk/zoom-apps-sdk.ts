import { z } from 'zod';
import {
  RTMS_MEDIA,
  ZOOM_CAPABILITIES,
  ZOOM_SDK_VERSION,
  type ZoomMeetingContext,
  type ZoomSdk,
  ZoomSdkUnavailableError,
} from './zoom-sdk.ts';

type AppsSdk = typeof import('@zoom/appssdk/dist/sdk.es.js')['default'];
/**
 * The SDK object answers any property it lacks, `then` included, with a call to the Zoom client:
 * a promise resolved with it would wait for that answer. It is therefore always passed boxed.
 */
type LoadedSdk = { client: AppsSdk };

// Answers of the Zoom client (https://appssdk.zoom.us/classes/ZoomSdk.ZoomSdk.html).
const MeetingContextAnswer = z.object({ meetingID: z.coerce.string(), meetingTopic: z.string().default('') });
const MeetingUuidAnswer = z.object({ meetingUUID: z.string().min(1) });

/**
 * What the SDK says when it has no bridge to a Zoom client: none in this window (an ordinary
 * browser), or nobody answering the first call (a frame outside Zoom).
 */
function outsideZoom(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /not supported by this browser|took longer than/.test(message);
}

/**
 * The port over `@zoom/appssdk` 0.16. The SDK is loaded when the screen first configures it, so
 * no other screen carries it. It talks to the Zoom client through the bridge the client puts in
 * the page (`window.chrome.webview` on Windows, `window.webkit.messageHandlers.jsOCHelper` on macOS).
 */
export function zoomAppsSdk(load: () => Promise<LoadedSdk> = loadAppsSdk): ZoomSdk {
  let loaded: Promise<LoadedSdk> | undefined;
  const withSdk = async <T>(use: (client: AppsSdk) => Promise<T>): Promise<T> => {
    loaded ??= load();
    return use((await loaded).client);
  };
  return {
    configure: () =>
      withSdk(async (client) => {
        try {
          await client.config({ capabilities: [...ZOOM_CAPABILITIES], version: ZOOM_SDK_VERSION });
        } catch (error) {
          throw outsideZoom(error) ? new ZoomSdkUnavailableError(error) : error;
        }
      }),
    getMeetingContext: () =>
      withSdk(async (client): Promise<ZoomMeetingContext> => {
        const context = MeetingContextAnswer.parse(await client.getMeetingContext());
        // The UUID names the meeting's RTMS stream; older clients may not give it.
        const uuid = await client.getMeetingUUID().then(
          (answer) => MeetingUuidAnswer.safeParse(answer).data?.meetingUUID ?? null,
          () => null,
        );
        return { meetingId: context.meetingID, meetingUuid: uuid, topic: context.meetingTopic };
      }),
    // startRTMS() of the typed API sends no options; the media wanted goes through the same call.
    startRtms: () => withSdk(async (client) => void (await client.callZoomApi('startRTMS', RTMS_MEDIA))),
    stopRtms: () => withSdk(async (client) => void (await client.stopRTMS())),
    openUrl: (url) => withSdk(async (client) => void (await client.openUrl({ url }))),
  };
}

/**
 * The package's ES build, by path: what a browser build resolves `@zoom/appssdk` to anyway, and
 * what Node-based test runners would otherwise replace with its CommonJS build.
 */
async function loadAppsSdk(): Promise<LoadedSdk> {
  return { client: (await import('@zoom/appssdk/dist/sdk.es.js')).default };
}
