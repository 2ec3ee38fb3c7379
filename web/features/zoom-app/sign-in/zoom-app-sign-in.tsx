import { ExternalLink } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { zoomAppsSdk } from '../sdk/zoom-apps-sdk.ts';
import type { ZoomSdk } from '../sdk/zoom-sdk.ts';
import { useBrowserSignIn } from './use-browser-sign-in.ts';

/** The Zoom client's SDK for the signed-out screen; nothing of it loads until it is used. */
const zoomClient = zoomAppsSdk();

/** The signed-out Zoom App's note over the sign-in card, with the real SDK. */
export function ZoomAppSignInNote() {
  return <ZoomAppSignIn sdk={zoomClient} />;
}

/**
 * Inside the Zoom client, over the sign-in card: what this is, and how to sign in there. The
 * username form works in Zoom's window; Google's sign-in does not, so it opens in the browser.
 */
export function ZoomAppSignIn({ sdk }: { sdk: ZoomSdk }) {
  const { state, begin } = useBrowserSignIn(sdk);
  return (
    <div className="mb-4 grid gap-2 rounded-md border bg-muted p-3 text-sm">
      <p className="font-medium">This is the Interview Hub Zoom App.</p>
      <p className="text-muted-foreground">
        Sign in with your Interview Hub username and password below, or with Google in your browser: Zoom's
        window cannot show Google's sign-in.
      </p>
      {state.step === 'waiting' ? (
        <p role="status" className="text-muted-foreground">
          Finish signing in in your browser. This app signs in by itself once you confirm there.{' '}
          <a className="underline" href={state.url} target="_blank" rel="noopener noreferrer">
            Open the page again
          </a>
        </p>
      ) : (
        <Button
          variant="outline"
          className="w-full"
          disabled={state.step === 'opening'}
          onClick={() => void begin()}
        >
          <ExternalLink aria-hidden="true" />
          Sign in with Google in your browser
        </Button>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
