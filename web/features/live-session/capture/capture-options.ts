import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ClientMessage } from '#contracts/realtime.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import type { SpeechStatusDto } from '#contracts/speech.ts';
import type { BrowserMedia } from './media/browser-media.ts';
import { realBrowserMedia } from './media/real-browser-media.ts';

export type CaptureOptions = {
  session: SessionDetail;
  /** GET /api/speech; undefined while it loads. */
  speech: SpeechStatusDto | undefined;
  /** Sends on the live channel; false when it is not open. */
  sendLive: (message: ClientMessage) => boolean;
  /** The browser's capture APIs; tests pass fakes. */
  media?: BrowserMedia;
};

/**
 * The browser media to use, and the latest options for callbacks that outlive a render (a
 * recognizer's results arrive long after the capture started).
 */
export function useCaptureOptions(options: CaptureOptions) {
  const media = useMemo(() => options.media ?? realBrowserMedia(), [options.media]);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  return { media, latest };
}
