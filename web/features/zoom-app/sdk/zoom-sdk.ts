/**
 * What the Zoom App screen needs of the Zoom client, behind our own port: the real adapter
 * (`zoom-apps-sdk.ts`) talks to `@zoom/appssdk`, tests use `testing/fake-zoom-sdk.ts`.
 * The SDK only answers inside the Zoom client (integrations.md §2).
 */
export type ZoomSdk = {
  /** `config()` with our capabilities; must run before any other call. Rejects with
   * {@link ZoomSdkUnavailableError} outside the Zoom client. */
  configure(): Promise<void>;
  /** The meeting the app runs in; rejects when it runs outside a meeting. */
  getMeetingContext(): Promise<ZoomMeetingContext>;
  /** Asks Zoom to start the meeting's realtime media stream ({@link RTMS_MEDIA}). */
  startRtms(): Promise<void>;
  stopRtms(): Promise<void>;
  /** Opens an address in the system browser (Google refuses its sign-in in Zoom's own). */
  openUrl(url: string): Promise<void>;
};

export type ZoomMeetingContext = {
  /** The meeting number, as a session's Zoom meeting ID holds it. */
  meetingId: string;
  /** The meeting instance's UUID (RTMS `meeting_uuid`); null when the client does not tell it. */
  meetingUuid: string | null;
  topic: string;
};

/** The APIs and events the app declares to the Zoom client (spec 000 §7, plus the RTMS calls it makes). */
export const ZOOM_CAPABILITIES = [
  'getMeetingContext',
  'getMeetingUUID',
  'allowParticipantToRecord',
  'onActiveSpeakerChange',
  'onMeetingConfigChanged',
  'startRTMS',
  'stopRTMS',
  'openUrl',
] as const;

/** The SDK version the app targets (spec 000 §7). */
export const ZOOM_SDK_VERSION = '0.16.0';

/**
 * The stream asked for (spec 000 §7): audio subscribed, video not, audio mono in its original
 * form. The RTMS media handshake on the server asks for the same format (L16 16 kHz per participant).
 */
export const RTMS_MEDIA = {
  audioOptions: { subscribed: true, channel: 'mono', dataType: 'original' },
  videoOptions: { subscribed: false },
} as const;

/** Raised when the page does not run inside the Zoom client, where the SDK has no bridge. */
export class ZoomSdkUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Zoom Apps SDK not available - ensure this runs inside a Zoom meeting', { cause });
    this.name = 'ZoomSdkUnavailableError';
  }
}
