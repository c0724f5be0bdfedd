import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AmbassadorFrame } from '../components/ambassador-frame';

const TEAM = [
  { role: 'Ambassador programme', text: 'Reviews applications, welcomes new ambassadors and answers questions about the programme.' },
  { role: 'Curation editors', text: 'Review submitted look boards, images and showcase videos, and explain what to change when something is declined.' },
  { role: 'Community support', text: 'Helps with your account, points and anything that does not work as it should.' },
];

/** /dashboard/ambassador-team: the people behind the programme, and growing it with nominees. */
export function AmbassadorTeamPage() {
  return (
    <AmbassadorFrame title="Ambassador Team" lead="You are part of a team of curators. Here is who is behind the programme and how to reach them.">
      {() => (
        <>
          <ul className="dash-amb-cards">
            {TEAM.map((member) => (
              <li key={member.role} className="dash-amb-cards__card">
                <h2>{member.role}</h2>
                <p>{member.text}</p>
              </li>
            ))}
          </ul>
          <section className="dash-amb-band" aria-labelledby="amb-grow">
            <h2 id="amb-grow">Grow the team</h2>
            <p>Nominate decor lovers, design professionals and skilled online shoppers you admire: they receive an invitation to apply.</p>
            <div className="dash-amb-band__actions">
              <Link className="dl-button-link" to={paths.nominateAmbassador}>
                Nominate an Ambassador
              </Link>
              <Link className="dl-button-link dl-button-link--ghost" to={paths.contact}>
                Contact the team
              </Link>
            </div>
          </section>
        </>
      )}
    </AmbassadorFrame>
  );
}
