/**
 * What the side panel needs of Google Meet, behind our own port: the real adapter
 * (`real-meet-addon.ts`) talks to `@googleworkspace/meet-addons`, tests use
 * `testing/fake-meet-addon.ts`. The SDK only answers inside Meet's iframe, which adds the
 * `meet_sdk` parameter to the page's address (integrations.md §3).
 */
export type MeetAddon = {
  /**
   * Creates the add-on session with the Cloud project number (a string of digits), opens the
   * side-panel client and reads the meeting the panel runs in. Rejects with the SDK's error,
   * which carries an `errorType` such as `MissingUrlParameter` or `InvalidCloudProjectNumber`.
   */
  getMeetingInfo(cloudProjectNumber: string): Promise<MeetingInfo>;
};

/** Spec 000 §3 "Meeting info from the Meet add-on". */
export type MeetingInfo = {
  /** Meet's global id for the REST API (`spaces/…`); may be empty. */
  meetingId: string;
  /** `abc-defg-hij`; may be empty. */
  meetingCode: string;
};

/** An error raised by the SDK, or shaped like one by a fake. */
export class MeetAddonError extends Error {
  readonly errorType: string;
  constructor(errorType: string, message: string) {
    super(message);
    this.name = 'MeetAddonError';
    this.errorType = errorType;
  }
}
