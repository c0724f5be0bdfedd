import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PointsIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { userStatsQuery } from '../../../lib/queries/user-stats';
import './points-link.css';

/**
 * The header's points, beside the bell: the balance the member can redeem, leading to My Points.
 * Read through the one user-stats query, so a redemption or an earning refreshes it with My Points.
 */
export default function PointsLink({ me }: { me: number }) {
  const stats = useQuery(userStatsQuery(me));
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
