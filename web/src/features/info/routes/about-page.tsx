import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { InfoArticle, type InfoSection } from '../components/info-article';
import { InfoCallToAction } from '../components/info-call-to-action';

const sections: InfoSection[] = [
  {
    id: 'why',
    title: 'Why we built DecorLook',
    body: (
      <>
        <p>
          Everyone has saved a photo of a room they love and then wondered where to start. The sofa in the picture is out of stock, the lamp has no label, and the
          whole look seems out of reach. DecorLook closes that gap: from the picture to the pieces you can actually buy, chosen by people with a great eye.
        </p>
      </>
    ),
  },
  {
    id: 'what',
    title: 'What you can do here',
    body: (
      <ul>
        <li>
          <strong>Get the Look.</strong> Browse thousands of room images by style, or pin one from anywhere on the web with <Link to={paths.getThePin}>Get the Pin</Link>,
          and see the look boards and products that recreate it.
        </li>
        <li>
          <strong>Shop the Look.</strong> Start from a room or a kind of product and shop the closest matches, best match first.
        </li>
        <li>
          <strong>Request the Look.</strong> Send us a picture and what you need; we match your request by style with ambassadors, who curate look boards for you.
        </li>
        <li>
          <strong>Curate the Look.</strong> Drag real products into a look board template to recreate a room, then share it.
        </li>
        <li>
          <strong>Mix &amp; Match.</strong> Combine pieces from several look boards into the one that is perfect for you.
        </li>
      </ul>
    ),
  },
  {
    id: 'ambassadors',
    title: 'Our ambassadors',
    body: (
      <p>
        Ambassadors are the heart of DecorLook: decor enthusiasts, design professionals and influencers and bloggers who curate looks for the community. Each keeps a
        public showcase of their work, and earns reward points for every request they answer. <Link to={paths.ambassador}>Learn about the programme</Link> or{' '}
        <Link to={paths.nominateAmbassador}>nominate someone</Link> with a great eye.
      </p>
    ),
  },
  {
    id: 'community',
    title: 'A community, not just a catalogue',
    body: (
      <p>
        Members like, vote on and rate look boards, follow their favourite ambassadors and message each other. Good contributions are rewarded with points that can be
        redeemed: see <Link to={paths.earnRewards}>Earn Rewards</Link>. Every image and product is reviewed before it appears, and anyone can report an image that
        breaks our <Link to={paths.communityGuidelines}>Community Guidelines</Link>.
      </p>
    ),
  },
  {
    id: 'trade',
    title: 'For the trade',
    body: (
      <p>
        Home furnishing retailers, manufacturers and artisans can reach people who are looking for exactly what they make. Business accounts are approved by our team;
        read about <Link to={paths.tradeOpportunities}>trade opportunities</Link>.
      </p>
    ),
  },
];

/** /about */
export function AboutPage() {
  return (
    <InfoArticle
      eyebrow="About Us"
      title="From inspiration to your home"
      lead={<p>DecorLook is a home-decor inspiration, curation and shopping platform: find a room you love, and get the look with real products.</p>}
      sections={sections}
    >
      <InfoCallToAction
        id="about-start"
        title="Start with a picture you love"
        text="Browse the gallery, or tell us what you are looking for."
        links={[
          { to: paths.getTheLook, label: 'Get the Look' },
          { to: paths.requestTheLook, label: 'Request the Look' },
          { to: paths.contact, label: 'Contact Us' },
        ]}
      />
    </InfoArticle>
  );
}
