import { useState } from 'react';
import type { ClientMessage } from '#contracts/realtime.ts';
import type { SessionDetail, Speaker } from '#contracts/sessions.ts';
import type { SpeechStatusDto } from '#contracts/speech.ts';

type CaptureOptions = {
  session: SessionDetail;
  speech: SpeechStatusDto | undefined;
  sendLive: (message: ClientMessage) => boolean;
};
type MeetingState = 'idle' | 'starting' | 'capturing' | 'paused';

/**
 * The capture engine as the dashboard sees it (the browser's media is not in jsdom): what the
 * dashboard asked of it, in order, and the options of its last render. `holdStart` keeps the
 * meeting capture 'starting' until `finishStart()`.
 */
export const captureEngine = {
  calls: [] as string[],
  options: undefined as CaptureOptions | undefined,
  holdStart: false,
  finishStart: () => {},
  reset() {
    this.calls = [];
    this.options = undefined;
    this.holdStart = false;
    this.finishStart = () => {};
  },
};

/** Stands in for `useMeetingCapture`: idle → starting → capturing ⇄ paused → idle. */
export function useFakeMeetingCapture(options: CaptureOptions) {
  const [state, setState] = useState<MeetingState>('idle');
  captureEngine.options = options;
  return {
    state,
    tabTranscribed: options.speech?.serverTranscription ?? false,
    start: async () => {
      captureEngine.calls.push('meeting.start');
      if (!captureEngine.holdStart) return setState('capturing');
      setState('starting');
      captureEngine.finishStart = () => setState('capturing');
    },
    stop: () => {
      captureEngine.calls.push('meeting.stop');
      setState('idle');
    },
    pause: () => {
      captureEngine.calls.push('meeting.pause');
      setState('paused');
    },
    resume: () => {
      captureEngine.calls.push('meeting.resume');
      setState('capturing');
    },
  };
}

/** Stands in for `useSpeakerRecording`: one speaker at a time. */
export function useFakeSpeakerRecording(_options: CaptureOptions) {
  const [recording, setRecording] = useState<Speaker | null>(null);
  return {
    recording,
    start: async (speaker: Speaker) => {
      captureEngine.calls.push(`record.${speaker}`);
      setRecording(speaker);
    },
    stop: () => {
      captureEngine.calls.push('record.stop');
      setRecording(null);
    },
  };
}
