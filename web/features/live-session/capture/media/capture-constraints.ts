import { readPreferredMicrophone } from '#web/features/live-session/components/advanced-settings/preferred-microphone.ts';
import type { DisplayCaptureOptions } from './browser-media.ts';

/**
 * integrations.md §7: a video track is mandatory; the user picks the meeting's tab and ticks
 * "Also share tab audio"; the tab keeps playing locally; this tab is not offered.
 */
export function displayCaptureOptions(): DisplayCaptureOptions {
  const audio: MediaTrackConstraints & { suppressLocalAudioPlayback: boolean } = {
    suppressLocalAudioPlayback: false,
  };
  return {
    video: { displaySurface: 'browser' },
    audio,
    selfBrowserSurface: 'exclude',
    surfaceSwitching: 'include',
    systemAudio: 'exclude',
  };
}

/** The microphone chosen in Advanced Settings (else the default), with echo cancellation. */
export function microphoneConstraints(): MediaStreamConstraints {
  const deviceId = readPreferredMicrophone();
  return {
    audio: {
      ...(deviceId ? { deviceId: { ideal: deviceId } } : {}),
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
  };
}
