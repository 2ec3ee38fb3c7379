import { notifyError } from '#web/lib/notify.ts';

/** Spec 000 §8, verbatim: getDisplayMedia gave a stream without audio. */
export const NO_AUDIO_TRACK =
  "No audio track available. Please select 'Share system audio' when sharing your screen.";

export type CaptureSource = 'screen' | 'microphone';

const DENIED: Record<CaptureSource, string> = {
  screen: 'Please allow screen sharing with audio to capture the meeting.',
  microphone: 'Please allow microphone access to capture your voice.',
};
const NOT_FOUND: Record<CaptureSource, string> = {
  screen: 'No screen, window or tab with audio could be captured.',
  microphone: 'No microphone was found. Connect one, or choose another in Advanced Settings.',
};
const FAILED: Record<CaptureSource, { title: string; fallback: string }> = {
  screen: { title: 'Audio Capture Failed', fallback: 'The meeting audio could not be captured.' },
  microphone: { title: 'Microphone Capture Failed', fallback: 'The microphone could not be captured.' },
};

/**
 * The spec's toast for a capture that failed (§8): NotAllowedError → 'Permission Denied',
 * NotFoundError → 'No Audio Source', anything else → 'Audio Capture Failed' for the screen or
 * 'Microphone Capture Failed' for the microphone, with the browser's message.
 */
export function reportCaptureError(source: CaptureSource, error: unknown): void {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') notifyError('Permission Denied', DENIED[source]);
  else if (name === 'NotFoundError') notifyError('No Audio Source', NOT_FOUND[source]);
  else notifyError(FAILED[source].title, browserMessage(error) || FAILED[source].fallback);
}

/** The browser has no getDisplayMedia (an old or mobile browser, or not a secure page). */
export function reportCaptureUnsupported(): void {
  notifyError(
    'Audio Capture Not Supported',
    'This browser cannot share a screen. Please use Chrome, Firefox or Safari; tab audio needs Chrome or Edge on a computer.',
  );
}

function browserMessage(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.message.trim() : '';
}
