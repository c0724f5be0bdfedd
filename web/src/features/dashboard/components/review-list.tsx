import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadFailure, LoadMore } from './list-view';

/** Loading, failure and "Load More" around one review list of the moderation page. */
export function ReviewList<P, T = P extends readonly (infer U)[] ? U : never>({
  query,
  itemsOf = (page) => page as unknown as T[],
  label,
  loadingLabel = `Loading ${label}`,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>>;
  /** A page's items, when a page carries more than its list (the queue's counts). */
  itemsOf?(page: P): T[];
  /** The list's name. */
  label: string;
  loadingLabel?: string;
  empty: string;
  children(items: T[]): ReactNode;
}) {
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {items.length === 0 ? (
        <div className="dl-dashboard__empty">
          <p>{empty}</p>
        </div>
      ) : (
        <ul className="dl-boxed-list" aria-label={label}>
          {children(items)}
        </ul>
      )}
      <LoadMore query={query} />
    </>
  );
}
