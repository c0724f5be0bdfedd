import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AmbassadorFrame } from '../components/ambassador-frame';

const EARNING = [
  { title: 'Curate look boards', text: 'Each look board you curate that is approved and published earns points.' },
  { title: 'Answer look requests', text: 'A look board sent in answer to a member’s request earns points, and more when the member rates it well.' },
  { title: 'Grow your audience', text: 'Members who like, vote for and rate your look boards add to your standing in the community.' },
  { title: 'Bring in new ambassadors', text: 'Nominate people with a great eye; the programme grows with people you trust.' },
];

const BADGES = [
  { name: 'New Ambassador', text: 'Welcome aboard: your application was approved.' },
  { name: 'Showcase Live', text: 'Your showcase is published at its own address.' },
  { name: 'Curator', text: 'Your first look boards are published in the gallery.' },
  { name: 'Style Matchmaker', text: 'You answer the look requests matched to your styles.' },
];

/** /dashboard/ambassador-points-badges: how an ambassador's work earns points and badges. */
export function AmbassadorPointsBadgesPage() {
  return (
    <AmbassadorFrame title="Points & Badges" lead="Your curating earns reward points you can redeem, and badges that show members what you do.">
      {() => (
        <>
          <section aria-labelledby="amb-earn">
            <h2 id="amb-earn" className="dash-amb-info__heading">
              How you earn points
            </h2>
            <ul className="dash-amb-cards">
              {EARNING.map((item) => (
                <li key={item.title} className="dash-amb-cards__card">
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="amb-badges">
            <h2 id="amb-badges" className="dash-amb-info__heading">
              Badges
            </h2>
            <ul className="dash-amb-badges">
              {BADGES.map((badge) => (
                <li key={badge.name}>
                  <span className="dash-amb-badges__mark" aria-hidden="true">
                    {badge.name[0]}
                  </span>
                  <span>
                    <strong>{badge.name}</strong>
                    <span>{badge.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <p className="dash-amb-info__note">
            Your balance and history are under <Link to={paths.dashboardPoints}>My Points</Link>; how points are redeemed is explained on{' '}
            <Link to={paths.earnRedeemRewardPoints}>Earn &amp; Redeem Reward Points</Link>.
          </p>
        </>
      )}
    </AmbassadorFrame>
  );
}
