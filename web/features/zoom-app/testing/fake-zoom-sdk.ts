import { type ZoomMeetingContext, type ZoomSdk, ZoomSdkUnavailableError } from '../sdk/zoom-sdk.ts';

export const A_MEETING: ZoomMeetingContext = {
  meetingId: '81234567890',
  meetingUuid: 'aDYlohsHRtCd4ii1uC2+hA==',
  topic: 'Backend onsite: Ada Lovelace',
};

type FakeOptions = {
  /** How configure() ends: fine, outside Zoom, or another SDK failure. */
  configure?: 'ok' | 'unavailable' | Error;
  /** The meeting the app runs in; null: outside a meeting. */
  meeting?: ZoomMeetingContext | null;
  startError?: Error;
  stopError?: Error;
  /** Keeps startRtms() pending until `finishStart()`. */
  holdStart?: boolean;
};

/** The {@link ZoomSdk} port in memory: what the screen asked of it, in order, and scripted answers. */
export function fakeZoomSdk(options: FakeOptions = {}) {
  const calls: string[] = [];
  let finish: () => void = () => {};
  const sdk: ZoomSdk = {
    async configure() {
      calls.push('configure');
      const outcome = options.configure ?? 'ok';
      if (outcome === 'unavailable') throw new ZoomSdkUnavailableError(new Error('no bridge'));
      if (outcome instanceof Error) throw outcome;
    },
    async getMeetingContext() {
      calls.push('getMeetingContext');
      const meeting = options.meeting === undefined ? A_MEETING : options.meeting;
      if (!meeting) throw new Error('Not in meeting');
      return meeting;
    },
    async startRtms() {
      calls.push('startRtms');
      if (options.holdStart) await new Promise<void>((resolve) => (finish = resolve));
      if (options.startError) throw options.startError;
    },
    async stopRtms() {
      calls.push('stopRtms');
      if (options.stopError) throw options.stopError;
    },
    async openUrl(url) {
      calls.push(`openUrl ${url}`);
    },
  };
  return { sdk, calls, finishStart: () => finish() };
}
