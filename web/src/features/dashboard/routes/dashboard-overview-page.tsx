import type { ReactNode } from 'react';
import { useInfiniteQuery, useQuery, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths, profileTabPath } from '../../../config/paths';
import { memberQuery } from '../../../lib/queries/follows';
import { myImagesCountQuery } from '../../../lib/queries/images';
import { myLookBoardsCountQuery } from '../../../lib/queries/look-boards';
import { unreadQuery } from '../../../lib/queries/messages';
import { openModerationCountQuery } from '../../../lib/queries/moderation';
import { notificationsQuery, unreadNotifications } from '../../../lib/queries/notifications';
import type { CappedCount } from '../../../lib/queries/paging';
import { myRequestsCountQuery } from '../../../lib/queries/requests';
import { ownShowcaseQuery } from '../../../lib/queries/showcases';
import { userStatsQuery } from '../../../lib/queries/user-stats';
import type { User } from '../../../lib/session/user';
import { useCurrentUser } from '../../../lib/session/use-session';
import { DashboardLayout } from '../components/dashboard-layout';
import './dashboard-overview.css';

const number = (n: number) => n.toLocaleString('en-US');
const capped = ({ count, more }: CappedCount) => (more ? `${number(count)}+` : number(count));
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

interface Figure {
  value: string;
  label: string;
}

/**
 * A card's figure from its query: a placeholder while it loads, "—" when it failed (the card
 * still leads to its page, which says what went wrong), else the figure.
 */
function figureOf<T>(query: UseQueryResult<T> | UseInfiniteQueryResult<T>, present: (data: T) => Figure, label: string): Figure & { state: 'loading' | 'error' | 'ready' } {
  if (query.isPending) return { value: '…', label, state: 'loading' };
  if (query.isError) return { value: '—', label: `${label} could not be loaded`, state: 'error' };
  return { ...present(query.data), state: 'ready' };
}

interface CardProps {
  title: string;
  to: string;
  children: ReactNode;
  figure?: ReturnType<typeof figureOf>;
  tone?: 'member' | 'ambassador' | 'admin';
}

function OverviewCard({ title, to, children, figure, tone = 'member' }: CardProps) {
  return (
    <li className={`dash-overview__card dash-overview__card--${tone}`} data-testid="overview-card">
      <h3 className="dash-overview__card-title">
        {/* The link covers the whole card (CSS), so its name stays the card's title. */}
        <Link className="dash-overview__card-link" to={to}>
          {title}
        </Link>
      </h3>
      {figure && (
        <p className="dash-overview__figure" aria-busy={figure.state === 'loading'} data-state={figure.state}>
          <span className="dash-overview__value">{figure.value}</span> <span className="dash-overview__label">{figure.label}</span>
        </p>
      )}
      <p className="dash-overview__text">{children}</p>
    </li>
  );
}

function MemberCards({ user }: { user: User }) {
  const points = useQuery({ ...userStatsQuery(user.id), select: (stats) => ({ earned: stats.user_point, balance: stats.point_left }) });
  const messages = useQuery({ ...unreadQuery(user.id), select: (unread) => unread.total });
  // The bell's query: its first page carries the unread count.
  const notifications = useInfiniteQuery({ ...notificationsQuery(user.id), select: unreadNotifications });
  const requests = useQuery(myRequestsCountQuery());
  const images = useQuery(myImagesCountQuery());
  const lookBoards = useQuery(myLookBoardsCountQuery());
  // Admins are not public members: nobody follows them and their public fields are not served.
  const member = user.role !== 'admin';
  // The member's own public fields (GET /v1/user/{id}) carry the follower count.
  const followers = useQuery({ ...memberQuery(user.id, user.id), select: (self) => self.followersCount, enabled: member });
  return (
    <ul className="dash-overview__grid" aria-label="Your activity">
      <OverviewCard title="My Points" to={paths.dashboardPoints} figure={figureOf(points, (p) => ({ value: number(p.balance), label: `${plural(p.balance, 'point', 'points')} to redeem` }), 'Points')}>
        {points.data ? `${number(points.data.earned)} earned in all. ` : ''}Earn more by sharing looks; redeem them for rewards.
      </OverviewCard>
      <OverviewCard title="Messages" to={paths.dashboardMessages} figure={figureOf(messages, (n) => ({ value: number(n), label: `unread ${plural(n, 'message', 'messages')}` }), 'Messages')}>
        Your conversations with ambassadors and members.
      </OverviewCard>
      <OverviewCard title="Notifications" to={profileTabPath('profile')} figure={figureOf(notifications, (n) => ({ value: number(n), label: `unread ${plural(n, 'notification', 'notifications')}` }), 'Notifications')}>
        Read them from the bell at the top of the page; choose here whether they also come by e-mail.
      </OverviewCard>
      <OverviewCard title="My Requests" to={paths.dashboardRequests} figure={figureOf(requests, (r) => ({ value: capped(r), label: `${plural(r.count, 'request', 'requests')}, ${number(r.open)} open` }), 'Requests')}>
        The looks you asked ambassadors to recreate, and their recommendations.
      </OverviewCard>
      <OverviewCard title="My Images" to={paths.dashboardImages} figure={figureOf(images, (r) => ({ value: capped(r), label: `${plural(r.count, 'image', 'images')} added` }), 'Images')}>
        The rooms and pieces you shared, and the ones you loved.
      </OverviewCard>
      <OverviewCard title="My Look Boards" to={paths.dashboardLookBoards} figure={figureOf(lookBoards, (n) => ({ value: number(n), label: plural(n, 'look board', 'look boards') }), 'Look boards')}>
        Collages of real products that recreate a room.
      </OverviewCard>
      <OverviewCard title="My Followers" to={paths.dashboardCommunity} figure={member ? figureOf(followers, (n) => ({ value: number(n), label: plural(n, 'follower', 'followers') }), 'Followers') : undefined}>
        The people who follow you, and the ones you follow.
      </OverviewCard>
    </ul>
  );
}

function AmbassadorCards({ me }: { me: number }) {
  const showcase = useQuery(ownShowcaseQuery(me));
  const showcaseFigure = figureOf(
    showcase,
    (s) => (s === null ? { value: 'Not set up', label: 'yet' } : { value: s.active ? 'Published' : 'Hidden', label: s.active ? 'for everyone to see' : 'only you see it' }),
    'Showcase',
  );
  return (
    <ul className="dash-overview__grid" aria-label="Ambassador">
      <OverviewCard tone="ambassador" title="Ambassador Info" to={paths.dashboardAmbassadorManagement}>
        Your programme, videos, points and badges, team and FAQs.
      </OverviewCard>
      <OverviewCard tone="ambassador" title="Showcase Setup" to={paths.dashboardAmbassadorShowcase} figure={showcaseFigure}>
        The page where members discover your style and follow you.
      </OverviewCard>
      <OverviewCard tone="ambassador" title="Nominees" to={paths.nominateAmbassador}>
        Nominate someone whose style deserves a showcase.
      </OverviewCard>
    </ul>
  );
}

function AdminCards() {
  const moderation = useQuery(openModerationCountQuery());
  return (
    <ul className="dash-overview__grid" aria-label="Administration">
      <OverviewCard tone="admin" title="Moderation" to={paths.dashboardModeration} figure={figureOf(moderation, (n) => ({ value: number(n), label: `open ${plural(n, 'item', 'items')}` }), 'Open items')}>
        Reports, pending content, business accounts and ambassador applications.
      </OverviewCard>
      <OverviewCard tone="admin" title="Redemptions" to={paths.dashboardRedemptions}>
        Settle the rewards members redeemed their points for.
      </OverviewCard>
      <OverviewCard tone="admin" title="Point Ledgers" to={paths.dashboardLedgers}>
        Look up and audit a member’s point ledger.
      </OverviewCard>
    </ul>
  );
}

/** /dashboard: a greeting and one card per dashboard page, with its live figure where one is cheap to read. */
export function DashboardOverviewPage() {
  const user = useCurrentUser();
  if (!user) return null;
  const name = user.firstName?.trim() || user.displayName;
  return (
    <DashboardLayout user={user}>
      <PageTitle title="Dashboard" />
      <header className="dl-dashboard__head">
        <div>
          <p className="dl-eyebrow">Dashboard</p>
          <h1 id="page-title" className="dl-dashboard__title">
            Hello, {name}
          </h1>
          <p className="dl-dashboard__lead">Everything you shared, asked for and earned, at a glance.</p>
        </div>
      </header>
      <section className="dash-overview__section" aria-labelledby="overview-activity">
        <h2 id="overview-activity" className="dash-overview__heading">
          Your activity
        </h2>
        <MemberCards user={user} />
      </section>
      {user.ambassador && (
        <section className="dash-overview__section" aria-labelledby="overview-ambassador">
          <h2 id="overview-ambassador" className="dash-overview__heading">
            Ambassador
          </h2>
          <AmbassadorCards me={user.id} />
        </section>
      )}
      {user.role === 'admin' && (
        <section className="dash-overview__section" aria-labelledby="overview-admin">
          <h2 id="overview-admin" className="dash-overview__heading">
            Administration
          </h2>
          <AdminCards />
        </section>
      )}
    </DashboardLayout>
  );
}
