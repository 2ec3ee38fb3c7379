import { z } from 'zod';

/**
 * The Zoom App's sign-in through the system browser (decision 050): Google refuses its sign-in
 * page in Zoom's embedded browser, so the app asks for a link, opens it in the browser, and, once
 * the user has signed in there and confirmed, exchanges its poll token for a sign-in of its own.
 */
export const ZOOM_APP_LINK_TTL_MS = 10 * 60 * 1000;

export const ZoomAppLinkDto = z.object({
  /** Goes into the browser's address (`path`); confirming it there is all it allows. */
  code: z.string(),
  /** Stays in the Zoom App: only the holder can exchange the confirmed link, once. */
  pollToken: z.string(),
  /** The page to open in the system browser: `/zoomapp/link?code=…`. */
  path: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ZoomAppLinkDto = z.infer<typeof ZoomAppLinkDto>;

const token = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(128, `${name} must be at most 128 characters`);

export const ZoomAppLinkConfirmInput = z.object({ code: token('code') });
export type ZoomAppLinkConfirmInput = z.infer<typeof ZoomAppLinkConfirmInput>;

export const ZoomAppLinkExchangeInput = z.object({ pollToken: token('pollToken') });
export type ZoomAppLinkExchangeInput = z.infer<typeof ZoomAppLinkExchangeInput>;

/** `pending` until the browser confirms; `signed-in` once, with the app's sign-in cookie set. */
export const ZoomAppLinkState = z.object({ status: z.enum(['pending', 'signed-in']) });
export type ZoomAppLinkState = z.infer<typeof ZoomAppLinkState>;
