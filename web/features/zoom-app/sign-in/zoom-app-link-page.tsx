import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useSearch } from 'wouter';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-error.ts';
import { authStatusQueryOptions } from '#web/lib/auth-status.ts';
import { confirmSignInLink } from '../api/sign-in-link.ts';

/**
 * /zoomapp/link?code=… — opened in the system browser by the Zoom App (decision 050). Signed out,
 * the app's sign-in shows here (Google first) and comes back to this page; signed in, the user
 * confirms, and the Zoom App, which asked for this link, signs in with this account.
 */
export function ZoomAppLinkPage() {
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const status = useQuery(authStatusQueryOptions);
  const user = status.data?.user;
  const account = user?.email || user?.username || 'your Interview Hub account';
  const confirm = useMutation({ mutationFn: confirmSignInLink });

  return (
    <div className="grid gap-4">
      <h1 className="text-base font-semibold">Sign in the Zoom App</h1>
      {!code ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            This page signs in the Interview Hub Zoom App. Open it with 'Sign in with Google in your browser'
            in the app in Zoom.
          </AlertDescription>
        </Alert>
      ) : confirm.isSuccess ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          The Zoom App is signed in. Close this tab and return to Zoom.
        </p>
      ) : (
        <>
          <p className="text-sm">
            Sign in the Interview Hub Zoom App as <span className="font-medium">{account}</span>? Confirm only
            if you opened this page from the app in your Zoom meeting.
          </p>
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate(code)}>
            Sign in the Zoom App
          </Button>
          {confirm.isError && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>
                {errorMessage(confirm.error, 'The Zoom App could not be signed in. Please try again.')}
              </AlertDescription>
            </Alert>
          )}
        </>
      )}
    </div>
  );
}
