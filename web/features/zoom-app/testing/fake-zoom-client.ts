/**
 * A stand-in for the Zoom desktop client on Windows, as `@zoom/appssdk` sees it: the WebView2
 * bridge `window.chrome.webview`, which takes JSON requests `{ jsCallId, apiName, data }` and
 * answers with `message` events `{ type: 'apiResponse', data: { jsCallId, result } }` (or
 * `errorCode`/`errorMessage`). With it in the page the real SDK and our real adapter run
 * unchanged: browser journeys install it as an init script (Playwright serialises the function,
 * so it is self-contained), unit tests call it on jsdom's window. Nothing of it ships.
 */
export type FakeZoomClientOptions = {
  /** The meeting the app runs in, or null when it runs in the main client (no meeting). */
  meeting: { id: string; uuid: string; topic: string } | null;
  /** Error messages the client answers startRTMS or stopRTMS with, if any. */
  startError?: string;
  stopError?: string;
};

export type FakeZoomClientCall = { apiName: string; data?: unknown };
type Listener = (event: { data: unknown }) => void;
type BridgeWindow = {
  chrome?: { webview?: unknown };
  fakeZoomClient?: { calls: FakeZoomClientCall[] };
};

export function installFakeZoomClient(options: FakeZoomClientOptions): void {
  const win = window as unknown as BridgeWindow;
  const listeners: Listener[] = [];
  const calls: FakeZoomClientCall[] = [];
  const { meeting } = options;
  const answers: Record<string, () => { result?: unknown; error?: string }> = {
    config: () => ({
      result: {
        runningContext: meeting ? 'inMeeting' : 'inMainClient',
        clientVersion: '6.4.10.1234',
        browserVersion: 'webview2/130.0',
        unsupportedApis: [],
        auth: { status: 'authorized', upgradable: true },
        product: 'desktop',
      },
    }),
    getMeetingContext: () =>
      meeting
        ? { result: { meetingID: meeting.id, meetingTopic: meeting.topic } }
        : { error: 'Not in meeting' },
    getMeetingUUID: () => (meeting ? { result: { meetingUUID: meeting.uuid } } : { error: 'Not in meeting' }),
    startRTMS: () => (options.startError ? { error: options.startError } : { result: 'Success' }),
    stopRTMS: () => (options.stopError ? { error: options.stopError } : { result: 'Success' }),
    openUrl: () => ({ result: { message: 'Success' } }),
  };
  const webview = {
    postMessage(json: string) {
      const request = JSON.parse(json) as { jsCallId: string; apiName: string; data?: unknown };
      calls.push({ apiName: request.apiName, data: request.data });
      const answer = answers[request.apiName]?.() ?? { error: `${request.apiName} is not supported` };
      const data = answer.error
        ? { jsCallId: request.jsCallId, errorCode: 10001, errorMessage: answer.error }
        : { jsCallId: request.jsCallId, result: answer.result };
      setTimeout(() => {
        for (const listener of listeners) listener({ data: { type: 'apiResponse', data } });
      }, 5);
    },
    addEventListener(type: string, listener: Listener) {
      if (type === 'message') listeners.push(listener);
    },
  };
  win.chrome = { ...(win.chrome ?? {}), webview };
  win.fakeZoomClient = { calls };
}

/** The requests the page sent the fake client, in order (read in the page). */
export function fakeZoomClientCalls(): FakeZoomClientCall[] {
  return (window as unknown as BridgeWindow).fakeZoomClient?.calls ?? [];
}
