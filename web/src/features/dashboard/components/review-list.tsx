import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** Loading, failure and "Load More" around one review list of the moderation page. */
export function ReviewList<T>({
  query,
  label,
  loadingLabel = `Loading ${label}`,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<T[], unknown>>;
  /** The list's name. */
  label: string;
  loadingLabel?: string;
  empty: string;
  children(items: T[]): ReactNode;
}) {
  const items = query.data?.pages.flat() ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="dl-dashboard__empty" role="alert">
        <p>{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <>
      {items.length === 0 ? (
        <div className="dl-dashboard__empty">
          <p>{empty}</p>
        </div>
      ) : (
        <ul className="dl-moderation" aria-label={label}>
          {children(items)}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="dl-dashboard__more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load More
          </Button>
        </div>
      )}
    </>
  );
}
