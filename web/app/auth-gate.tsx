import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { authStatusQueryOptions } from '../lib/auth-status.ts';
import { AppRouter } from './app-router.tsx';
import { AuthStatusError } from './auth-status-error.tsx';
import { LazyPage } from './lazy-page.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { loginPageAt } from './pages.ts';
import { RoutePage } from './route-page.tsx';
import { PUBLIC_ROUTES, routeAt } from './routes.tsx';
import { AppShell } from './shell/app-shell.tsx';

/**
 * Public routes render for everyone; every other path needs a signed-in user and otherwise
 * shows the login screen. The server grants nothing without a sign-in, so there is no bypass.
 */
export function AuthGate() {
  return (
    <Switch>
      {PUBLIC_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <PanelLayout>
            <RoutePage route={route} />
          </PanelLayout>
        </Route>
      ))}
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}

function SignedInArea() {
  const [location] = useLocation();
  const status = useQuery(authStatusQueryOptions);

  if (status.isPending) return <LoadingScreen />;
  if (status.isError) return <AuthStatusError onRetry={() => void status.refetch()} />;
  if (!status.data.authenticated)
    return <LazyPage load={loginPageAt(location)} fallback={<LoadingScreen />} />;
  if (location === '/login') return <Redirect to="/" replace />;
  if (routeAt(location)?.panel)
    return (
      <PanelLayout>
        <AppRouter />
      </PanelLayout>
    );
  return (
    <AppShell user={status.data.user} authType={status.data.authType}>
      <AppRouter />
    </AppShell>
  );
}

/** A meeting's side panel: one narrow column, no sidebar. */
function PanelLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-md px-4 py-6">{children}</main>;
}
