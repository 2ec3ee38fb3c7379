import { useCallback, useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { claimStream, stopStream } from '../api/context-session.ts';
import { type ZoomMeetingContext, type ZoomSdk, ZoomSdkUnavailableError } from '../sdk/zoom-sdk.ts';

/** How long the screen lets the Zoom client settle before configuring the SDK (spec 000 §9). */
export const SDK_START_DELAY_MS = 100;

export type SdkState = 'initializing' | 'ready' | 'unavailable' | 'failed';
/** The meeting's stream as this screen drives it (spec 000 §4). */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'error';

export type ZoomAppState = {
  sdk: SdkState;
  meeting: ZoomMeetingContext | null;
  connection: ConnectionState;
  streaming: boolean;
  stopping: boolean;
  /** The error line under the controls. */
  error: string | null;
};

const INITIAL: ZoomAppState = {
  sdk: 'initializing',
  meeting: null,
  connection: 'disconnected',
  streaming: false,
  stopping: false,
  error: null,
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;

/**
 * The Zoom App screen's state: the SDK configured 100 ms after the screen opens, the meeting it
 * runs in, and the meeting's RTMS stream started and stopped through the Zoom client, with the
 * spec's toasts and messages (000 §5, §8). With `sessionId` (the session linked to the meeting of
 * the Zoom App context) the session claims the stream before Zoom starts it, and stops it after.
 */
export function useZoomApp(sdk: ZoomSdk, sessionId?: string, liveAtOpen = false) {
  const [state, setState] = useState<ZoomAppState>(INITIAL);
  const update = useCallback((change: Partial<ZoomAppState>) => setState((s) => ({ ...s, ...change })), []);

  // The meeting's stream is already live (started earlier, or from another window): Streaming, with Stop.
  useEffect(() => {
    if (liveAtOpen) update({ connection: 'connected', streaming: true });
  }, [liveAtOpen, update]);

  useEffect(() => {
    let live = true;
    const initialize = async () => {
      try {
        await sdk.configure();
      } catch (error) {
        if (!live) return;
        if (error instanceof ZoomSdkUnavailableError) {
          update({ sdk: 'unavailable', error: error.message });
          notifyError('SDK Not Available', error.message);
        } else {
          update({ sdk: 'failed', error: 'SDK initialization failed' });
          notifyError('SDK Error', messageOf(error, 'SDK initialization failed'));
        }
        return;
      }
      const meeting = await sdk.getMeetingContext().catch(() => null);
      if (live) update({ sdk: 'ready', meeting, error: meeting ? null : 'No meeting context detected' });
    };
    const timer = setTimeout(() => void initialize(), SDK_START_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sdk, update]);

  const start = async () => {
    if (state.sdk !== 'ready' || !state.meeting) {
      notifyError('No Meeting Context', 'Zoom SDK not available or no meeting context found.');
      return;
    }
    update({ connection: 'connecting', error: null });
    try {
      if (sessionId) await claimStream(sessionId, state.meeting.meetingUuid);
      await sdk.startRtms();
      update({ connection: 'connected', streaming: true });
      notifySuccess('Stream Started', 'The meeting audio is streaming to its interview session.');
    } catch (error) {
      const message = messageOf(error, 'Failed to start RTMS stream');
      update({ connection: 'error', error: message });
      notifyError('Stream Start Failed', message);
    }
  };

  const stop = async () => {
    update({ stopping: true, error: null });
    try {
      await sdk.stopRtms();
      if (sessionId) await stopStream(sessionId);
      update({ connection: 'disconnected', streaming: false, stopping: false });
      notifySuccess('Stream Stopped', 'The meeting audio is no longer streamed.');
    } catch (error) {
      const message = messageOf(error, 'Failed to stop RTMS stream');
      update({ stopping: false, error: message });
      notifyError('Stream Stop Failed', message);
    }
  };

  return { state, start, stop };
}
