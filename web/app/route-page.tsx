import { LazyPage } from './lazy-page.tsx';
import type { AppRoute } from './routes.tsx';

/** Renders a route's page, loaded when first opened. */
export function RoutePage({ route }: { route: AppRoute }) {
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
