import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardGridSkeleton } from './card-grid-skeleton.tsx';
import { LoadError } from './load-error.tsx';

type QueryListProps<T> = {
  query: UseQueryResult<T[]>;
  /** e.g. "Failed to load scorecards. Please try again." */
  errorMessage: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Spec 001 §9: 6 placeholders on lists (the default), 3 on other lists. */
  skeletonCount?: number;
  children: (items: T[]) => ReactNode;
};

/** The states of one unpaged list: loading, failed (with Retry), empty, or its items. */
export function QueryList<T>({ query, errorMessage, empty, skeletonCount = 6, children }: QueryListProps<T>) {
  if (query.isPending) return <CardGridSkeleton count={skeletonCount} />;
  if (query.isError) {
    return (
      <LoadError message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return query.data.length === 0 ? empty : children(query.data);
}
