import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PointsIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { fetchStats } from '../api/user-stats';
import { rewardsKeys } from '../query-keys';
import './points-link.css';

/**
 * The header's points, beside the bell: the balance the member can redeem, leading to My Points.
 * Kept per member (a member signing in after another never sees theirs) under the rewards keys,
 * so a redemption or an earning refreshes it with the rest of My Points.
 */
export default function PointsLink({ me }: { me: number }) {
  const stats = useQuery({ queryKey: [...rewardsKeys.stats, me], queryFn: ({ signal }) => fetchStats(api, signal) });
  const balance = stats.data?.point_left;
  const shown = balance === undefined ? null : balance.toLocaleString('en-US');
  return (
    <Link to={paths.dashboardPoints} className="dl-rewards-points-link" aria-label={shown === null ? 'My points' : `My points: ${shown} to redeem`} data-testid="header-points">
      <PointsIcon width={18} height={18} />
      <span className="dl-rewards-points-link__value" aria-hidden>
        {shown ?? '\u2013'}
      </span>
    </Link>
  );
}
