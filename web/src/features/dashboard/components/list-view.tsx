import type { ReactNode } from 'react';
import { Button, Segmented, Tabs } from 'antd';
import { DashboardHead } from '../../../components/dashboard-frame';
import { PageTitle } from '../../../components/page-title';

/**
 * The head of a dashboard list page (title, lead and action), its tabs (my, all, liked) and, on
 * "my", the publication filter; the tab and filter come from `useListView`.
 */
export function ListViewHead<T extends string, P extends string>({
  title,
  lead,
  action,
  tabs,
  tabLabels,
  publications,
  publicationLabels,
  tab,
  publication,
  show,
}: {
  title: string;
  lead: string;
  action: ReactNode;
  tabs: readonly T[];
  tabLabels: Record<T, string>;
  publications: readonly P[];
  publicationLabels: Record<P, string>;
  tab: T;
  publication: P;
  show(next: { tab?: T; publication?: P }): void;
}) {
  return (
    <>
      <PageTitle title={title} />
      <DashboardHead title={title} lead={lead} actions={action} />
      <Tabs activeKey={tab} onChange={(key) => show({ tab: key as T })} items={tabs.map((key) => ({ key, label: tabLabels[key] }))} />
      {tab === tabs[0] && (
        <Segmented
          className="dl-dashboard__filter"
          aria-label="Publication"
          value={publication}
          onChange={(value) => show({ publication: value as P })}
          options={publications.map((value) => ({ value, label: publicationLabels[value] }))}
        />
      )}
    </>
  );
}

/** A list that could not be loaded, with a way to ask again. */
export function LoadFailure({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className="dl-dashboard__empty" role="alert">
      <p>{error.message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** "Load More" under a paged list, shown while another page is there. */
export function LoadMore({
  query,
  size,
  children = 'Load More',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> };
  size?: 'large';
  children?: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="dl-dashboard__more">
      <Button size={size} onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {children}
      </Button>
    </div>
  );
}
