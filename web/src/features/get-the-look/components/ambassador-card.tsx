import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { AMBASSADOR_TYPE_LABELS } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { FollowButton } from '../../../components/follow-button';
import { mediaUrl } from '../../../components/media-image';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useFollowState } from '../../../lib/queries/follows';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const ambassadorDetailsPath = (userId: number) => buildPath(paths.getTheLookAmbassadorDetails, { userId });

/** An ambassador in the list: their banner, name, kind, styles, followers and the follow button. */
export function AmbassadorCard({ showcase }: { showcase: ShowcaseView }) {
  const styles = useEnum('styles');
  const follow = useFollowState(showcase.userId, { isFollowed: showcase.isFollowed, followersCount: showcase.followersCount });
  const styleNames = showcase.styles
    .map((id) => Object.values(styles ?? {}).find((entry) => entry.id === id)?.name)
    .filter((name): name is string => Boolean(name))
    .slice(0, 3);
  const banner = (showcase.banner.image ? { backgroundImage: `url(${mediaUrl(showcase.banner.image, 'medium')})` } : { background: showcase.banner.color ?? '#f4efe6' }) as CSSProperties;
  const owner = { avatar: showcase.avatar, displayName: showcase.displayName, email: '', firstName: null, lastName: null };
  const to = showcase.urlKey ? buildPath(paths.showcase, { urlKey: showcase.urlKey }) : ambassadorDetailsPath(showcase.userId);
  return (
    <li className="gtl-amb" data-testid="ambassador-card">
      <Link to={to} className="gtl-amb__link">
        <span className="gtl-amb__banner" style={banner} aria-hidden />
        <span className="gtl-amb__avatar">
          <UserAvatar user={owner} size={64} />
        </span>
        <span className="gtl-amb__name">{showcase.displayName}</span>
        <span className="gtl-amb__page">{showcase.pageName}</span>
      </Link>
      <span className="gtl-amb__meta">
        {showcase.ambassadorType ? AMBASSADOR_TYPE_LABELS[showcase.ambassadorType] : 'Ambassador'} · {count(follow.followersCount, 'follower', 'followers')}
      </span>
      {styleNames.length > 0 && (
        <ul className="gtl-amb__styles" aria-label="Styles">
          {styleNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <span className="gtl-amb__actions">
        <FollowButton userId={showcase.userId} name={showcase.displayName} state={follow} />
        <Link to={ambassadorDetailsPath(showcase.userId)} className="gtl-amb__details">
          Details
        </Link>
      </span>
    </li>
  );
}

export function AmbassadorCardSkeleton({ count: n = 6 }: { count?: number }) {
  return (
    <ul className="gtl-ambs" aria-hidden>
      {Array.from({ length: n }, (_, index) => (
        <li key={index} className="gtl-amb gtl-amb--skeleton">
          <span className="gtl-amb__banner gtl-skeleton" />
          <span className="gtl-skeleton gtl-skeleton--line" />
          <span className="gtl-skeleton gtl-skeleton--line gtl-skeleton--short" />
        </li>
      ))}
    </ul>
  );
}
