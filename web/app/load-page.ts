import type { ComponentType, ReactPromise } from 'react';
import { routeAt } from './routes.tsx';

type LoadPage = () => Promise<ComponentType>;

/**
 * A page's module as it loads. Once in, it says so as React's `use` reads a promise (`status`,
 * `value`), so that a page already loaded renders at once, without suspending.
 */
type Loading = Promise<ComponentType> & ReactPromise<ComponentType>;

/** Each page's module as it loads, asked for once by any caller. */
const pages = new Map<LoadPage, Loading>();

/** The page `load` gives, loaded once. A load that fails is asked again the next time. */
export function loadPage(load: LoadPage): Loading {
  const known = pages.get(load);
  if (known) return known;
  const loading: Loading = load().then(
    (page) => Object.assign(loading, { status: 'fulfilled' as const, value: page }).value,
    (error: unknown) => {
      pages.delete(load);
      throw error;
    },
  );
  pages.set(load, loading);
  return loading;
}

/**
 * Loads the page of the screen at `pathname`, for the first render to show it rather than wait
 * for it: the page's chunk is fetched beside the app's (web/main.tsx), and the app renders, or
 * takes the server's HTML over, once it is in (web/app/start.tsx). Never rejects: a page that
 * failed to load fails again as it renders, into the route's error boundary.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const load = routeAt(pathname)?.page;
  if (load) await loadPage(load).catch(() => undefined);
}
