import { ZoomAppLinkDto, ZoomAppLinkState } from '#contracts/zoom-app-link.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** A sign-in link for this app, whose page opens in the system browser (decision 050). */
export const createSignInLink = () =>
  apiRequest('/api/zoom-app/links', { method: 'POST', schema: ZoomAppLinkDto });

/** Whether the browser has confirmed the link; once it has, this call signs the app in (once). */
export const exchangeSignInLink = (pollToken: string) =>
  apiRequest('/api/zoom-app/links/exchange', {
    method: 'POST',
    body: { pollToken },
    schema: ZoomAppLinkState,
  });

/** The browser, signed in, confirms the link the Zoom App opened. */
export const confirmSignInLink = (code: string) =>
  apiRequest('/api/zoom-app/links/confirm', { method: 'POST', body: { code } });
