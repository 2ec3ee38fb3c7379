import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '#contracts/common.ts';
import { CardGridSkeleton } from './card-grid-skeleton.tsx';
import { ListPaging } from './list-paging.tsx';
import { LoadError } from './load-error.tsx';

type PagedListProps<T> = {
  query: UseQueryResult<Page<T>>;
  /** e.g. "Failed to load companies. Please try again." */
  errorMessage: string;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  /** Names the paging controls, e.g. "Companies pages". */
  pagingLabel: string;
  offset: number;
  onOffsetChange: (offset: number) => void;
  /** Spec 001 §9: 6 placeholders on lists (the default), 3 on sub-lists. */
  skeletonCount?: number;
  skeletonLayout?: 'grid' | 'stack';
  children: (items: T[]) => ReactNode;
};

/** The states of one server-paged list: loading, failed (with Retry), empty, or a page of items. */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, errorMessage, empty, pagingLabel, offset, onOffsetChange, children } = props;
  if (query.isPending) {
    return <CardGridSkeleton count={props.skeletonCount ?? 6} layout={props.skeletonLayout} />;
  }
  if (query.isError) {
    return (
      <LoadError message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const { items, total, limit } = query.data;
  if (items.length === 0 && offset === 0) return empty;
  return (
    <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
      {children(items)}
      <ListPaging
        label={pagingLabel}
        offset={offset}
        limit={limit}
        total={total}
        shown={items.length}
        onOffsetChange={onOffsetChange}
      />
    </div>
  );
}
