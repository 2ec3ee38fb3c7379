import { Route, Switch, useLocation } from 'wouter';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RoutePage } from './route-page.tsx';
import { APP_ROUTES } from './routes.tsx';

/** The signed-in screens; anything unknown is a 404. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Switch>
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
