import { ComingSoon } from '../components/coming-soon.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** Stands in for a screen that later work replaces (see `routes.tsx`). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon />
    </>
  );
}
