import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../components/page-title';
import { RoomIllustration } from '../../../components/room-illustration';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { TrendingLooks } from '../components/trending-looks';
import './home-page.css';

const steps = [
  { title: 'Select an Image you Love', text: 'Pin an image or choose one from our inspiration image database.' },
  { title: 'Request the Look', text: 'Get matched with decor lovers who specialise in your style.' },
  {
    title: 'Get Recommendations',
    text: 'Receive a Look Board, a Product Stream, or Mix & Match products from all look boards to create the perfect one.',
  },
];

const tools = [
  { title: 'Get the Look', text: 'Browse curated looks and see what recreates a room you love.', to: paths.getTheLook },
  { title: 'Request the Look', text: 'Ask our ambassadors to curate a look for your own image.', to: paths.requestTheLook },
  { title: 'Curate the Look', text: 'Drag products into a look board template and share it.', to: paths.curateTheLook, webOnly: true },
  { title: 'Shop the Look', text: 'Shop the products behind every room image.', to: paths.shopTheLook },
];

export function HomePage() {
  const { isSmall } = useBreakpoint();
  return (
    <div className="dl-home">
      <PageTitle />
      <section className="dl-home__hero">
        <div className="dl-home__hero-text">
          <p className="dl-eyebrow">Interior inspiration, curated</p>
          <h1 className="dl-home__title">Get the look you love</h1>
          <p className="dl-page__lead">
            Find a room that inspires you, get look boards from decor lovers who share your style, and shop every piece.
          </p>
          <div className="dl-home__cta">
            <Link className="dl-btn dl-btn--primary dl-btn--large dl-home__cta-button" to={paths.getTheLook}>
              Get the Look
            </Link>
            <Link className="dl-btn dl-btn--outline dl-btn--large dl-home__cta-button" to={paths.requestTheLook}>
              Request the Look
            </Link>
          </div>
        </div>
        <RoomIllustration kind="living" className="dl-home__hero-art" />
      </section>

      <TrendingLooks />

      <section className="dl-home__section" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="dl-section-title">
          How it works
        </h2>
        <ol className="dl-home__steps">
          {steps.map((step, index) => (
            <li key={step.title} className="dl-home__step">
              <span className="dl-home__step-number">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="dl-home__section" aria-labelledby="tools">
        <h2 id="tools" className="dl-section-title">
          Our tools
        </h2>
        <div className="dl-home__tools">
          {tools.map((tool) => (
            <Link key={tool.title} className="dl-home__tool" to={isSmall && tool.webOnly ? paths.unavailableTool : tool.to}>
              <strong>{tool.title}</strong>
              <span>{tool.text}</span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
