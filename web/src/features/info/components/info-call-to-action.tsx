import { Link } from 'react-router-dom';

/** The closing call to action of a content page: a heading, a line, and the places to go next. */
export function InfoCallToAction({ id, title, text, links }: { id: string; title: string; text: string; links: readonly { to: string; label: string }[] }) {
  return (
    <aside className="dl-info__cta" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <div className="dl-info__cta-links">
        {links.map((link) => (
          <Link key={link.to} className="dl-button-link dl-info__button" to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </aside>
  );
}
