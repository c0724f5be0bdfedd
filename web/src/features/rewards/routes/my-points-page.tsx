import { Alert, Button, Skeleton } from 'antd';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DashboardFrame } from '../../../components/dashboard-frame';
import { GetNewLinkButton } from '../../../components/get-new-link-button';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { activitiesQuery, myRedemptionsQuery } from '../../../lib/queries/rewards';
import { userStatsQuery } from '../../../lib/queries/user-stats';
import { useCurrentUser } from '../../../lib/session/use-session';
import { hasVerifiedEmail } from '../../../lib/session/user';
import { ActivityItem } from '../components/activity-item';
import { PagedList } from '../components/paged-list';
import { PointsSummary } from '../components/points-summary';
import { RedeemForm } from '../components/redeem-form';
import { RedemptionItem } from '../components/redemption-item';
import './rewards.css';

/** Redeeming needs a verified address (403 otherwise): the page says so first and offers a new link. */
function VerifyFirst() {
  return (
    <Alert
      type="warning"
      showIcon
      className="dl-rewards__verify"
      message="Verify your email address to redeem points"
      description="Open the link we sent you; points you earn meanwhile are kept."
      action={<GetNewLinkButton size="small" />}
    />
  );
}

function Figures({ me, verified }: { me: number; verified: boolean }) {
  const stats = useQuery(userStatsQuery(me));
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading your points">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="dl-rewards__empty" role="alert">
        <p>{stats.error.message}</p>
        <Button onClick={() => void stats.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <>
      <PointsSummary stats={stats.data} />
      {verified ? <RedeemForm me={me} stats={stats.data} /> : <VerifyFirst />}
    </>
  );
}

/** /dashboard/points: the member's points, what earned them, their redemptions, and Redeem. */
export function DashboardPointsPage() {
  const user = useCurrentUser();
  const activities = useInfiniteQuery(activitiesQuery());
  const redemptions = useInfiniteQuery(myRedemptionsQuery());
  if (!user) return null;
  return (
    <DashboardFrame user={user}>
      <PageTitle title="My Points" />
      <header className="dl-dashboard__head">
        <div>
          <h1 id="page-title" className="dl-dashboard__title">
            My Points
          </h1>
          <p className="dl-dashboard__lead">Points you earn for adding images, publishing look boards and answering requests, and what you redeemed.</p>
        </div>
        <Link className="dl-button-link dl-rewards__head-link" to={paths.earnRewards}>
          How to earn
        </Link>
      </header>
      <Figures me={user.id} verified={hasVerifiedEmail(user)} />
      <div className="dl-rewards__columns">
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="dl-rewards__section-title">
            History
          </h2>
          <PagedList
            query={activities}
            label="Points earned"
            empty={
              <p>
                No points yet. <Link to={paths.earnRewards}>See how to earn them</Link>.
              </p>
            }
          >
            {(items) => items.map((activity) => <ActivityItem key={activity.entry} activity={activity} />)}
          </PagedList>
        </section>
        <section aria-labelledby="redemptions-title">
          <h2 id="redemptions-title" className="dl-rewards__section-title">
            Redemptions
          </h2>
          <PagedList query={redemptions} label="Your redemptions" empty={<p>You have not redeemed any points yet.</p>}>
            {(items) => items.map((redemption) => <RedemptionItem key={redemption.id} redemption={redemption} />)}
          </PagedList>
        </section>
      </div>
    </DashboardFrame>
  );
}
