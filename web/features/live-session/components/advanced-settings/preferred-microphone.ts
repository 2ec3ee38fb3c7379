/** Where the dashboard keeps the microphone chosen in Advanced Settings ('' = the system default). */
export const PREFERRED_MICROPHONE_KEY = 'interview-hub:preferred-microphone';

/** The chosen microphone's device id, or '' when none was chosen or storage is unavailable. */
export function readPreferredMicrophone(): string {
  try {
    return window.localStorage.getItem(PREFERRED_MICROPHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storePreferredMicrophone(deviceId: string): void {
  try {
    if (deviceId) window.localStorage.setItem(PREFERRED_MICROPHONE_KEY, deviceId);
    else window.localStorage.removeItem(PREFERRED_MICROPHONE_KEY);
  } catch {
    // Private modes may refuse storage; the choice then lasts only for this page.
  }
}
