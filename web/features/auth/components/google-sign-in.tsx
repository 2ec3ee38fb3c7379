import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Info } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { googleAuthConfigQueryOptions } from '../api/google-auth-config.ts';

const CONFIG_ERROR =
  'Authentication Error: Failed to load authentication configuration. Please check if Google OAuth is properly configured.';

/** Google sends the browser back to the page that showed the sign-in (the server checks the path). */
export function withReturnTo(url: string, path: string, search: string): string {
  const here = search ? `${path}?${search}` : path;
  if (path === '/' || path === '/login') return url;
  return `${url}${url.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(here)}`;
}

/** `onUseUsername` switches to the Username tab when Google sign-in is not available. */
export function GoogleSignIn({ onUseUsername }: { onUseUsername: () => void }) {
  const config = useQuery(googleAuthConfigQueryOptions);
  const url = config.data?.authorization_url ?? null;
  const [path] = useLocation();
  const search = useSearch();

  return (
    <div className="grid gap-4">
      {config.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading authentication...
        </p>
      )}
      {config.isError && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{CONFIG_ERROR}</AlertDescription>
        </Alert>
      )}
      {config.data && !config.data.configured && (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>
            <p>{config.data.message}</p>
            <Button
              variant="link"
              className="h-auto justify-start p-0 text-accent-foreground"
              onClick={onUseUsername}
            >
              Sign in with username and password
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {config.data?.configured && (
        <p className="text-sm text-muted-foreground">Continue with your Google account.</p>
      )}
      <Button
        className="w-full"
        disabled={url === null}
        onClick={() => {
          if (url !== null) window.location.assign(withReturnTo(url, path, search));
        }}
      >
        Sign in with Google
      </Button>
    </div>
  );
}
