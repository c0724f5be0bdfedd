import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../components/page-title';
import { ROOM_LABELS, RoomIllustration, type RoomKind } from '../../../components/room-illustration';
import { TestimonialBanner } from '../../../components/testimonial-banner';
import './unavailable-tool-page.css';

const webTools = [
  { label: 'Get the Look', to: paths.getTheLook },
  { label: 'Request the Look', to: paths.requestTheLook },
  { label: 'Curate the Look', to: paths.curateTheLook },
];

const samples: RoomKind[] = ['living', 'bedroom', 'dining'];

/** Spec 1: what small-screen visitors see for the web-only tools. */
export function UnavailableToolPage() {
  return (
    <div className="dl-unavailable">
      <PageTitle title="Available on the web" />
      <section className="dl-unavailable__intro">
        <p className="dl-eyebrow">Open DecorLook on a computer</p>
        <h1 className="dl-page__title">This tool is only available on the web platform</h1>
        <p className="dl-page__lead">
          Get the Look, Request the Look and Curate the Look need a bigger screen. Visit DecorLook from your desktop or laptop
          browser to use them.
        </p>
        <nav className="dl-unavailable__choices" aria-label="Web tools">
          {webTools.map((tool) => (
            <Link key={tool.to} to={tool.to} className="dl-button-link">
              {tool.label}
            </Link>
          ))}
          <Link to={paths.home} className="dl-button-link dl-button-link--ghost">
            Something else? Go home
          </Link>
        </nav>
      </section>
      <ul className="dl-unavailable__samples" aria-label="Sample interiors">
        {samples.map((kind) => (
          <li key={kind}>
            <RoomIllustration kind={kind} className="dl-unavailable__image" />
            <span>{ROOM_LABELS[kind]}</span>
          </li>
        ))}
      </ul>
      <TestimonialBanner />
    </div>
  );
}
