import type { ReactNode } from 'react';
import { Alert, Button, Empty } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LookBoardCard, LookBoardCardSkeleton } from '../../../components/look-board-card';
import type { LookBoardPage } from '../../../lib/queries/look-boards';
import { flattenPages, reachedVisitorCap, type PagingRule } from '../../../lib/queries/paging';
import { LoadMore } from './load-more';
import { VisitorCap } from './visitor-cap';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<LookBoardPage, unknown>>;
  rule: PagingRule;
  label: string;
  emptyText?: string;
  emptyAction?: ReactNode;
}

/** Published boards as cards, paged as the visitor scrolls, with the visitor cap. */
export function LookBoardResults({ query, rule, label, emptyText = 'No look boards match these filters yet.', emptyAction }: Props) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading look boards">
        <LookBoardCardSkeleton count={8} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <Alert type="error" showIcon title="We could not load the look boards" description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />;
  }
  const pages = query.data.pages;
  const boards = flattenPages(pages);
  if (boards.length === 0) {
    return (
      <Empty className="gtl-empty" description={emptyText}>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <>
      <ul className="dl-board-grid" aria-label={label} data-testid="look-board-list">
        {boards.map((board, index) => (
          <LookBoardCard key={board.id} board={board} eager={index < 4} />
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <Alert className="gtl-page-error" type="error" showIcon title="More look boards could not be loaded." action={<Button onClick={() => void query.fetchNextPage()}>Try again</Button>} />
      )}
      <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} busy={query.isFetching} onLoad={() => void query.fetchNextPage()} label="Show more look boards" />
      {reachedVisitorCap(pages, rule) ? <VisitorCap noun="look boards" total={pages[0]?.total} /> : !query.hasNextPage && boards.length > rule.pageSize && <p className="gtl-end">You have seen every look board here.</p>}
    </>
  );
}
