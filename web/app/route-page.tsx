import { LazyPage } from './lazy-page.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';
import type { AppRoute } from './routes.tsx';

/** Renders a route's page, or its placeholder while the page is not built. */
export function RoutePage({ route }: { route: AppRoute }) {
  if (!route.page) return <PlaceholderPage title={route.title} />;
  return <LazyPage load={route.page} fallback={<PageLoading />} />;
}

/** Shown while a screen opened from another one loads its page. */
function PageLoading() {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Loading...
    </p>
  );
}
