import { useEffect, useState } from 'react';

export type Microphone = { deviceId: string; label: string };

/**
 * The browser's audio inputs, kept current as devices come and go. `undefined` while the first
 * listing runs; empty when there are none or the browser cannot list them. Labels are blank
 * until the page has had microphone permission, so they fall back to a number.
 */
export function useMicrophones(): Microphone[] | undefined {
  const [microphones, setMicrophones] = useState<Microphone[]>();

  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) {
      setMicrophones([]);
      return;
    }
    let active = true;
    const list = () => {
      media
        .enumerateDevices()
        .then((devices) => {
          const inputs = devices.filter((device) => device.kind === 'audioinput' && device.deviceId);
          if (active) {
            setMicrophones(
              inputs.map((device, index) => ({
                deviceId: device.deviceId,
                label: device.label || `Microphone ${index + 1}`,
              })),
            );
          }
        })
        .catch(() => {
          if (active) setMicrophones([]);
        });
    };
    list();
    media.addEventListener?.('devicechange', list);
    return () => {
      active = false;
      media.removeEventListener?.('devicechange', list);
    };
  }, []);

  return microphones;
}
