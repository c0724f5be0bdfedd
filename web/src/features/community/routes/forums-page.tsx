import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { TopicList, type Topic } from '../components/topic-list';
import './community-info.css';

const FORUMS: readonly Topic[] = [
  { id: 'living-rooms', title: 'Living Rooms', description: 'Sofas, layouts, lighting and everything that makes a room to gather in.', action: 'Open forum' },
  { id: 'bedrooms', title: 'Bedrooms', description: 'Calm, storage and the perfect headboard: bedrooms and guest rooms.', action: 'Open forum' },
  { id: 'kitchens-dining', title: 'Kitchens & Dining', description: 'Tables, stools, pendants and open shelving that works.', action: 'Open forum' },
  { id: 'small-spaces', title: 'Small Spaces', description: 'Studios, rentals and tiny corners: ideas that make the most of every metre.', action: 'Open forum' },
  { id: 'colour-and-paint', title: 'Colour & Paint', description: 'Palettes, paint brands and pairing colours with what you already own.', action: 'Open forum' },
  { id: 'finding-the-piece', title: 'Finding the Piece', description: 'Seen it in a photo and cannot find it? Ask the community to track it down.', action: 'Open forum' },
  { id: 'diy-makeovers', title: 'DIY & Makeovers', description: 'Upcycling, weekend projects and budget refreshes.', action: 'Open forum' },
  { id: 'ambassador-lounge', title: 'Ambassador Lounge', description: 'For ambassadors: curation tips, sourcing and the programme.', action: 'Open forum' },
];

/** /forums: topic boards where members discuss decorating. */
export function ForumsPage() {
  return (
    <div className="dl-article-page dl-community">
      <PageTitle title="Forums" />
      <header className="dl-community__head">
        <p className="dl-eyebrow">Community</p>
        <h1 id="page-title" className="dl-article-page__title">
          Forums
        </h1>
        <p className="dl-community__lead">
          The forums are topic boards for the whole DecorLook community: ask for advice, share finds and help others get the look. Please keep to the{' '}
          <Link to={paths.communityGuidelines}>Community Guidelines</Link>.
        </p>
      </header>
      <section className="dl-community__section" aria-labelledby="forum-topics">
        <h2 id="forum-topics" className="dl-community__section-title">
          Topics
        </h2>
        <TopicList topics={FORUMS} label="Forum topics" />
      </section>
      <section className="dl-community__section dl-community__now" aria-labelledby="forums-now">
        <h2 id="forums-now" className="dl-community__section-title">
          While the forums are being built
        </h2>
        <ul>
          <li>
            Read the <Link to={paths.blog}>guides on the blog</Link> and the <Link to={paths.faqs}>FAQs</Link>.
          </li>
          <li>
            Ask for a look with <Link to={paths.requestTheLook}>Request the Look</Link>, or browse the curated rooms in <Link to={paths.getTheLook}>Get the Look</Link>.
          </li>
          <li>
            Something to tell us? <Link to={paths.contact}>Contact us</Link>.
          </li>
        </ul>
      </section>
    </div>
  );
}
