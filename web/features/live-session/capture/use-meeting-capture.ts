import { useCallback, useEffect, useRef, useState } from 'react';
import { type CaptureOptions, useCaptureOptions } from './capture-options.ts';
import { CaptureRun } from './capture-run.ts';
import { startMeetingRun } from './meeting-run.ts';
import type { Transcriber } from './recognition/browser-transcriber.ts';
import { createLiveSender } from './recognition/live-sender.ts';

export type MeetingCaptureState = 'idle' | 'starting' | 'capturing' | 'paused';

export type MeetingCapture = {
  state: MeetingCaptureState;
  /** Asks for the meeting tab (with its audio), then the microphone, and streams both. */
  start(): Promise<void>;
  /** Releases every track, audio node, context and socket. */
  stop(): void;
  /** Stops sending audio (frames are dropped, not kept) and recognizing, until `resume`. */
  pause(): void;
  resume(): void;
  /** Whether the server transcribes the tab's audio; false in the keyless mode (recorded only). */
  tabTranscribed: boolean;
};

/**
 * 'Capture Meeting Tab' (spec 000 §2, §4): idle → starting → capturing ⇄ paused → idle on stop,
 * when the user ends the screen share, when the server closes the stream, or on an error.
 */
export function useMeetingCapture(options: CaptureOptions): MeetingCapture {
  const { media, latest } = useCaptureOptions(options);
  const [state, setState] = useState<MeetingCaptureState>('idle');
  const current = useRef<{ run: CaptureRun; transcriber: Transcriber | null } | null>(null);

  const stop = useCallback(() => {
    const capture = current.current;
    if (!capture) return;
    current.current = null;
    capture.run.stop();
    setState('idle');
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(async () => {
    if (current.current) return;
    const run = new CaptureRun(media, () => {
      if (current.current?.run === run) stop();
    });
    const capture: { run: CaptureRun; transcriber: Transcriber | null } = { run, transcriber: null };
    current.current = capture;
    setState('starting');
    const { session, speech } = latest.current;
    const sender = createLiveSender(() => latest.current.sendLive);
    const result = await startMeetingRun(run, { media, session, speech, sender, onShareEnded: stop });
    if (current.current !== capture) return run.stop();
    if (!result.started) return stop();
    capture.transcriber = result.transcriber;
    if (run.paused) result.transcriber?.pause();
    setState(run.paused ? 'paused' : 'capturing');
  }, [media, latest, stop]);

  const pause = useCallback(() => {
    const capture = current.current;
    if (!capture || capture.run.paused) return;
    capture.run.paused = true;
    capture.transcriber?.pause();
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const capture = current.current;
    if (!capture?.run.paused) return;
    capture.run.paused = false;
    capture.transcriber?.resume();
    setState('capturing');
  }, []);

  const tabTranscribed = options.speech ? options.speech.serverTranscription : true;
  return { state, start, stop, pause, resume, tabTranscribed };
}
