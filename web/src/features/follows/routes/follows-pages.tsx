import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DashboardFrame } from '../../../components/dashboard-frame';
import { MemberList } from '../../../components/member-list';
import { PageTitle } from '../../../components/page-title';
import { FOLLOW_LISTS, followListQuery, type FollowList } from '../../../lib/queries/follows';
import { useCurrentUser } from '../../../lib/session/use-session';

const LABELS: Record<FollowList, string> = { followers: 'Followers', followed: 'Following' };
const EMPTY: Record<FollowList, string> = {
  followers: 'Nobody follows you yet. Share your look boards and your showcase: people who love your style can follow you.',
  followed: 'You follow nobody yet. Follow ambassadors and members whose looks you love to find them here.',
};
const TAB_KEY = 'tab';

function FollowTab({ userId, list }: { userId: number; list: FollowList }) {
  const query = useInfiniteQuery(followListQuery(userId, userId, list));
  return <MemberList query={query} label={LABELS[list]} empty={EMPTY[list]} />;
}

/** /dashboard/community, "My Followers": who follows the person and whom they follow, each with a follow (back) button. */
export function DashboardCommunityPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const tab: FollowList = params.get(TAB_KEY) === 'followed' ? 'followed' : 'followers';
  return (
    <DashboardFrame user={user}>
      <PageTitle title="My Followers" />
      <header className="dl-dashboard__head">
        <div>
          <h1 id="page-title" className="dl-dashboard__title">
            My Followers
          </h1>
          <p className="dl-dashboard__lead">The people who follow you, and the ones you follow. Follow back anyone you like.</p>
        </div>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'followers' ? {} : { [TAB_KEY]: key }, { replace: true })}
        items={FOLLOW_LISTS.map((list) => ({ key: list, label: LABELS[list], children: <FollowTab userId={user.id} list={list} /> }))}
      />
    </DashboardFrame>
  );
}
