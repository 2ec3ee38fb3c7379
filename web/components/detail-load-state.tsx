import { CardGridSkeleton } from './card-grid-skeleton.tsx';
import { NotFoundState } from './not-found-state.tsx';
import { PageHeader } from './page-header.tsx';

type DetailLoadStateProps = {
  title: string;
  status: 'pending' | 'error';
  message: string;
  backHref: string;
  backLabel: string;
};

/** A detail page before its record is there: 3 skeleton cards while loading, else the not-found state. */
export function DetailLoadState({ title, status, message, backHref, backLabel }: DetailLoadStateProps) {
  return (
    <>
      <PageHeader title={title} />
      {status === 'pending' ? (
        <CardGridSkeleton count={3} layout="stack" />
      ) : (
        <NotFoundState message={message} backHref={backHref} backLabel={backLabel} />
      )}
    </>
  );
}
