import { useCallback, useEffect, useRef, useState } from 'react';
import type { Speaker } from '#contracts/sessions.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { type CaptureOptions, useCaptureOptions } from './capture-options.ts';
import { CaptureRun } from './capture-run.ts';
import { createLiveSender } from './recognition/live-sender.ts';
import { startSpeakerRun } from './speaker-run.ts';

export type SpeakerRecording = {
  /** Who is being recorded, from the click on their record button until stop or failure. */
  recording: Speaker | null;
  /** Records the microphone as `speaker`; ignored while another recording runs (one at a time). */
  start(speaker: Speaker): Promise<void>;
  stop(): void;
};

/** The record buttons beside the chat inputs (spec 000 §2, §4): one speaker at a time. */
export function useSpeakerRecording(options: CaptureOptions): SpeakerRecording {
  const { media, latest } = useCaptureOptions(options);
  const [recording, setRecording] = useState<Speaker | null>(null);
  const current = useRef<CaptureRun | null>(null);

  const release = useCallback(() => {
    const run = current.current;
    if (!run) return false;
    current.current = null;
    run.stop();
    setRecording(null);
    return true;
  }, []);

  useEffect(() => () => void release(), [release]);

  const stop = useCallback(() => {
    if (release()) notifySuccess('Streaming Stopped', 'Speech streaming has ended.');
  }, [release]);

  const start = useCallback(
    async (speaker: Speaker) => {
      if (current.current) return;
      // Ended by the server or a failed socket: that socket's toast stays on screen.
      const run = new CaptureRun(media, () => {
        if (current.current === run) release();
      });
      current.current = run;
      setRecording(speaker);
      const { session, speech } = latest.current;
      const sender = createLiveSender(() => latest.current.sendLive);
      const started = await startSpeakerRun(run, { media, sessionId: session.id, speaker, speech, sender });
      if (current.current !== run) run.stop();
      else if (!started) release();
    },
    [media, latest, release],
  );

  return { recording, start, stop };
}
