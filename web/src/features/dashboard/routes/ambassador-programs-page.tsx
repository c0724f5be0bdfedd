import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AmbassadorFrame } from '../components/ambassador-frame';

const PROGRAMS = [
  {
    title: 'Request the Look',
    text: 'Members ask for the look of a room they love. Requests are matched to ambassadors by style, so the ones you see suit your eye. Answer with a look board and the member is notified at once.',
    link: { label: 'Open Request the Look', to: paths.requestTheLook },
  },
  {
    title: 'Curate the Look',
    text: 'Pick an inspiration image, drag real products into a template of one to three columns, add your notes and submit. Approved look boards are published to the gallery under your name.',
    link: { label: 'Start curating', to: paths.curateTheLook },
  },
  {
    title: 'Showcase spotlight',
    text: 'Your showcase is your public page: featured images and look boards, your styles, your social links and a video. Published showcases are listed on Showcases, where members find and follow you.',
    link: { label: 'Set up your showcase', to: paths.dashboardAmbassadorShowcase },
  },
  {
    title: 'Nominate peers',
    text: 'Know someone with a great eye? Nominate them: they receive an invitation to apply, and the programme grows with people you trust.',
    link: { label: 'Nominate someone', to: paths.nominateAmbassador },
  },
];

/** /dashboard/ambassador-programs: what an ambassador can take part in. */
export function AmbassadorProgramsPage() {
  return (
    <AmbassadorFrame title="Ambassador Programs" lead="Ways to share your eye for decor. Take part in as many as you like.">
      {() => (
        <ul className="dash-amb-cards">
          {PROGRAMS.map((program) => (
            <li key={program.title} className="dash-amb-cards__card">
              <h2>{program.title}</h2>
              <p>{program.text}</p>
              <Link to={program.link.to}>{program.link.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </AmbassadorFrame>
  );
}
