import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/use-session';
import { RulesTable } from '../components/rules-table';
import { dollars, pointsInDollars, RATE_LINE, REDEEM_MIN_POINTS, REDEEM_RULE_LINE } from '../points';
import './rewards.css';

function MyPointsLink() {
  const user = useCurrentUser();
  return user ? (
    <Link className="dl-button-link" to={paths.dashboardPoints}>
      My Points
    </Link>
  ) : null;
}

function RedeemRules() {
  return (
    <section className="dl-rewards__block" aria-labelledby="redeem-rules-title">
      <h2 id="redeem-rules-title" className="dl-rewards__section-title">
        Redeeming points
      </h2>
      <p className="dl-rewards__rate-line">
        <span className="dl-rewards__rate" data-testid="redeem-rate">
          {RATE_LINE}
        </span>
      </p>
      <ul className="dl-rewards__bullets">
        <li>
          Redeem {REDEEM_MIN_POINTS} points ({pointsInDollars(REDEEM_MIN_POINTS)}) or more at a time, up to your balance: 1,000 points are {dollars(1_000)}.
        </li>
        <li>A verified email address is needed to redeem.</li>
        <li>A redemption is pending until our team pays it. If it is refused, the points go back to your balance.</li>
      </ul>
    </section>
  );
}

/** /earn-rewards: what earns points, from the one rules table the server applies. */
export function EarnRewardsPage() {
  return (
    <section className="dl-page dl-rewards" aria-labelledby="page-title">
      <PageTitle title="Earn Rewards" />
      <p className="dl-eyebrow">Rewards</p>
      <h1 id="page-title" className="dl-page__title">
        Earn Rewards
      </h1>
      <p className="dl-page__lead">Share your eye for decor and earn points you can turn into cash. {REDEEM_RULE_LINE}</p>
      <RulesTable />
      <RedeemRules />
      <p className="dl-rewards__actions">
        <Link className="dl-button-link dl-button-link--ghost" to={paths.earnRedeemRewardPoints}>
          Earn & redeem, step by step
        </Link>
        <MyPointsLink />
      </p>
    </section>
  );
}

/** /earn-redeem-reward-points: the same rules, told as the way from earning to being paid. */
export function EarnRedeemRewardPointsPage() {
  return (
    <section className="dl-page dl-rewards" aria-labelledby="page-title">
      <PageTitle title="Earn & Redeem Reward Points" />
      <p className="dl-eyebrow">Rewards</p>
      <h1 id="page-title" className="dl-page__title">
        Earn & Redeem Reward Points
      </h1>
      <ol className="dl-rewards__steps">
        <li>
          <strong>Earn.</strong> Add images, publish look boards, answer requests as an ambassador, and get great ratings and followers.
        </li>
        <li>
          <strong>Watch your balance.</strong> Every point and where it came from is on your My Points page.
        </li>
        <li>
          <strong>Redeem.</strong> From {REDEEM_MIN_POINTS} points on, redeem them there: {RATE_LINE}.
        </li>
      </ol>
      <h2 className="dl-rewards__section-title">What earns points</h2>
      <RulesTable />
      <RedeemRules />
      <p className="dl-rewards__actions">
        <MyPointsLink />
      </p>
    </section>
  );
}
