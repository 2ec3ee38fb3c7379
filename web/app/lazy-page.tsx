import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { loadPage } from './load-page.ts';

type LoadPage = () => Promise<ComponentType>;

/**
 * The page `load` gives, a chunk of its own: at once when it has loaded already (a first visit
 * loads its screen's before rendering: web/app/start.tsx), `fallback` while it loads otherwise.
 */
export function LazyPage({ load, fallback }: { load: LoadPage; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoadedPage load={load} />
    </Suspense>
  );
}

function LoadedPage({ load }: { load: LoadPage }) {
  const Page = use(loadPage(load));
  return <Page />;
}
