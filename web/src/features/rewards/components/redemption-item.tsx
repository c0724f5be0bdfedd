import type { RedemptionView } from '@decorlook/domain/rewards/rewards.views';
import { dollars, pointsLabel, shortDate } from '../points';
import { RedemptionStatusTag } from './redemption-status';

/** One of the member's redemptions: amount, worth, when, and its status (with a refusal's reason). */
export function RedemptionItem({ redemption }: { redemption: RedemptionView }) {
  return (
    <li className="dl-rewards__item" data-testid="points-redemption">
      <div className="dl-rewards__item-main">
        <span className="dl-rewards__item-title">
          {pointsLabel(redemption.points)} for {dollars(redemption.cents)}
        </span>
        <span className="dl-rewards__item-sub">
          Requested {shortDate(redemption.requestedAt)}
          {redemption.settledAt && `, ${redemption.status === 'paid' ? 'paid' : 'settled'} ${shortDate(redemption.settledAt)}`}
        </span>
        {redemption.status === 'refused' && redemption.reason && <span className="dl-rewards__item-reason">Refused: {redemption.reason}. The points are back in your balance.</span>}
      </div>
      <RedemptionStatusTag status={redemption.status} />
    </li>
  );
}
