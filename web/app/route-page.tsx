import { PlaceholderPage } from './placeholder-page.tsx';
import type { AppRoute } from './routes.tsx';

/** Renders a route's page, or its placeholder while the page is not built. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = route.page;
  return Page ? <Page /> : <PlaceholderPage title={route.title} />;
}
