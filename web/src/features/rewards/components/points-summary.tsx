import type { UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import { dollars, pointsInDollars, RATE_LINE } from '../points';

/** Spec 3 "User stats": the balance first (what can be redeemed now), then everything earned and redeemed. */
export function PointsSummary({ stats }: { stats: UserStatsView }) {
  return (
    <section className="dl-rewards__summary" aria-label="Your points">
      <div className="dl-rewards__figure dl-rewards__figure--main" data-testid="points-balance">
        <span className="dl-rewards__figure-label">Balance</span>
        <strong className="dl-rewards__figure-value">{stats.point_left.toLocaleString('en-US')}</strong>
        <span className="dl-rewards__figure-sub">points, worth {pointsInDollars(stats.point_left)}</span>
      </div>
      <div className="dl-rewards__figure" data-testid="points-earned">
        <span className="dl-rewards__figure-label">Earned</span>
        <strong className="dl-rewards__figure-value">{stats.user_point.toLocaleString('en-US')}</strong>
        <span className="dl-rewards__figure-sub">points in all</span>
      </div>
      <div className="dl-rewards__figure" data-testid="points-redeemed">
        <span className="dl-rewards__figure-label">Redeemed</span>
        <strong className="dl-rewards__figure-value">{stats.total_redeem_point_sum.toLocaleString('en-US')}</strong>
        <span className="dl-rewards__figure-sub">points, {dollars(stats.total_redeem_money_sum)}</span>
      </div>
      <p className="dl-rewards__rate" data-testid="points-rate">
        {RATE_LINE}
      </p>
    </section>
  );
}
