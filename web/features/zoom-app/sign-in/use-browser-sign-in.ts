import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '#web/lib/api-error.ts';
import { AUTH_STATUS_KEY } from '#web/lib/auth-status.ts';
import { createSignInLink, exchangeSignInLink } from '../api/sign-in-link.ts';
import { type ZoomSdk, ZoomSdkUnavailableError } from '../sdk/zoom-sdk.ts';

/** How often the app asks whether the browser has confirmed. */
export const SIGN_IN_POLL_MS = 2_000;

export type BrowserSignIn =
  | { step: 'idle' }
  | { step: 'opening' }
  | { step: 'waiting'; pollToken: string; url: string }
  | { step: 'failed'; message: string };

/**
 * Google sign-in for the Zoom App through the system browser (decision 050): asks for a link,
 * opens its page in the browser with the SDK's `openUrl` (a new tab outside Zoom), then asks every
 * {@link SIGN_IN_POLL_MS} whether the browser has confirmed; when it has, the answer has signed the
 * app in, and the sign-in status is read again.
 */
export function useBrowserSignIn(sdk: ZoomSdk) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BrowserSignIn>({ step: 'idle' });

  const begin = useCallback(async () => {
    setState({ step: 'opening' });
    try {
      const link = await createSignInLink();
      const url = new URL(link.path, window.location.origin).href;
      try {
        await sdk.configure();
        await sdk.openUrl(url);
      } catch (error) {
        if (!(error instanceof ZoomSdkUnavailableError)) throw error;
        window.open(url, '_blank', 'noopener');
      }
      setState({ step: 'waiting', pollToken: link.pollToken, url });
    } catch (error) {
      setState({
        step: 'failed',
        message: errorMessage(error, 'The browser could not be opened. Please try again.'),
      });
    }
  }, [sdk]);

  const pollToken = state.step === 'waiting' ? state.pollToken : undefined;
  useEffect(() => {
    if (!pollToken) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { status } = await exchangeSignInLink(pollToken);
        if (stopped) return;
        if (status === 'signed-in') {
          await queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY });
          return;
        }
        timer = setTimeout(ask, SIGN_IN_POLL_MS);
      } catch (error) {
        if (!stopped)
          setState({ step: 'failed', message: errorMessage(error, 'Signing in did not finish.') });
      }
    };
    timer = setTimeout(ask, SIGN_IN_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollToken, queryClient]);

  return { state, begin };
}
