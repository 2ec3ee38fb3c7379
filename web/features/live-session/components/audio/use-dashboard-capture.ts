import { useEffect, useRef, useState } from 'react';
import type { ClientMessage } from '#contracts/realtime.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import { useSpeechStatus } from '#web/features/live-session/api/speech-status.ts';
import { useMeetingCapture } from '#web/features/live-session/capture/use-meeting-capture.ts';
import { useSpeakerRecording } from '#web/features/live-session/capture/use-speaker-recording.ts';
import type { VoiceControls } from './record-button.tsx';
import { useAutoCapture } from './use-auto-capture.ts';
import { useRecordingConsentGate } from './use-recording-consent-gate.ts';

/** Why the record buttons wait while the meeting is captured (both would hear the microphone). */
export const MIC_IN_USE = 'The meeting capture is using the microphone';

/**
 * Everything the dashboard needs to hear the interview: the meeting capture (header), the
 * record buttons (chat), the consent asked before either first records, `autoCapture=true`, and
 * the end of any capture once the session is no longer active.
 */
export function useDashboardCapture(session: SessionDetail, sendLive: (message: ClientMessage) => boolean) {
  const status = useSpeechStatus();
  const speech = status.data;
  const meeting = useMeetingCapture({ session, speech, sendLive });
  const speakers = useSpeakerRecording({ session, speech, sendLive });
  const gate = useRecordingConsentGate(session);
  const active = session.status === 'active';

  const startMeeting = () => gate.whenConsented(() => void meeting.start());
  const [prompting, setPrompting] = useState(false);
  // A tab is shared only in answer to a click: the consent dialog's, or the prompt's.
  const autoStart = () => (session.recordingConsent && !hasClick() ? setPrompting(true) : startMeeting());
  useAutoCapture(autoStart, active);
  useStopWhenEnded(active, [meeting.stop, speakers.stop]);

  const voice: VoiceControls = {
    recording: speakers.recording,
    blockedReason: meeting.state === 'idle' ? null : MIC_IN_USE,
    onStart: (speaker) => gate.whenConsented(() => void speakers.start(speaker)),
    onStop: speakers.stop,
  };
  const notice = status.isError ? null : speech?.recordingNotice;
  return {
    speech,
    meeting,
    startMeeting,
    voice,
    consentDialog: { ...gate.dialog, notice },
    autoCapturePrompt: {
      open: prompting && meeting.state === 'idle',
      onStart: () => {
        setPrompting(false);
        startMeeting();
      },
      onDismiss: () => setPrompting(false),
    },
  };
}

/** Whether the page has a click to answer now (where the browser tells; else it is tried). */
function hasClick(): boolean {
  return typeof navigator === 'undefined' || (navigator.userActivation?.isActive ?? true);
}

/** Closing the session (here or on another screen) ends every capture. */
function useStopWhenEnded(active: boolean, stops: (() => void)[]) {
  const latest = useRef(stops);
  latest.current = stops;
  const wasActive = useRef(active);
  useEffect(() => {
    const ended = wasActive.current && !active;
    wasActive.current = active;
    if (ended) for (const stop of latest.current) stop();
  }, [active]);
}
