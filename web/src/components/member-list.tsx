import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AMBASSADOR_TYPE_LABELS } from '@decorlook/domain/ambassadors/ambassador.rules';
import { buildPath, paths } from '../config/paths';
import { useFollowState, type PublicMember } from '../lib/queries/follows';
import { FollowButton } from './follow-button';
import { UserAvatar } from './user-avatar';
import './member-list.css';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Where a member's name leads: an ambassador's page, or the member's. */
export const memberPath = (member: Pick<PublicMember, 'id' | 'ambassador'>) =>
  buildPath(member.ambassador ? paths.getTheLookAmbassadorDetails : paths.getTheLookUserDetails, { userId: member.id });

/** One member: picture, name, what they are, followers, and the follow button (spec 3 isFollowed). */
export function MemberCard({ member }: { member: PublicMember }) {
  const follow = useFollowState(member.id, { isFollowed: member.isFollowed, followersCount: member.followersCount });
  const avatar = { avatar: member.avatar, displayName: member.displayName, email: '', firstName: member.firstName, lastName: member.lastName };
  return (
    <li className="dl-member" data-testid="member-card">
      <Link to={memberPath(member)} className="dl-member__link">
        <UserAvatar user={avatar} size={52} />
        <span className="dl-member__text">
          <span className="dl-member__name">{member.displayName}</span>
          <span className="dl-member__meta">
            {member.ambassadorType ? AMBASSADOR_TYPE_LABELS[member.ambassadorType] : member.ambassador ? 'Ambassador' : 'Member'} · {count(follow.followersCount, 'follower', 'followers')}
          </span>
        </span>
      </Link>
      <FollowButton userId={member.id} name={member.displayName} state={follow} size="small" />
    </li>
  );
}

interface Page {
  items: PublicMember[];
}

/** A paged list of members: more load while the last page came back full (spec 4). */
export function MemberList({ query, label, empty }: { query: UseInfiniteQueryResult<InfiniteData<Page, unknown>>; label: string; empty: ReactNode }) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <Alert type="error" showIcon title={`We could not load ${label.toLowerCase()}`} description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />;
  }
  const seen = new Set<number>();
  const members = query.data.pages.flatMap((page) => page.items).filter((member) => !seen.has(member.id) && seen.add(member.id));
  if (members.length === 0) return <Empty className="dl-members__empty" description={empty} />;
  return (
    <>
      <ul className="dl-members" aria-label={label}>
        {members.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="dl-members__more">
          <Button size="large" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load More
          </Button>
        </div>
      )}
    </>
  );
}
