import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** Loading, failure, empty and "Load More" around one of the rewards lists. */
export function PagedList<T>({
  query,
  label,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<T[], unknown>>;
  label: string;
  empty: ReactNode;
  children(items: T[]): ReactNode;
}) {
  const items = query.data?.pages.flat() ?? [];
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="dl-rewards__empty" role="alert">
        <p>{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <>
      {items.length === 0 ? (
        <div className="dl-rewards__empty">{empty}</div>
      ) : (
        <ul className="dl-boxed-list" aria-label={label}>
          {children(items)}
        </ul>
      )}
      <LoadMore query={query} />
    </>
  );
}

/** "Load More" under a paged rewards list (or table), shown while another page is there. */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> } }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="dl-rewards__more">
      <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        Load More
      </Button>
    </div>
  );
}
