import { Link } from 'react-router-dom';
import { MIN_USER_AGE, LIABILITY_CAP_USD } from '../content/terms-facts';
import { paths } from '../../../config/paths';
import { InfoArticle, type InfoSection } from '../components/info-article';

const sections: InfoSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <>
        <p>
          These Terms of Use are an agreement between you and DecorLook. They apply whenever you visit the site, create an account, add images or products, curate
          look boards, send messages, or earn and redeem reward points. By using DecorLook, or by ticking the terms box when you register, you accept them. If you do
          not agree, please do not use the site.
        </p>
        <p>
          Our <Link to={paths.privacy}>Privacy Policy</Link> and <Link to={paths.communityGuidelines}>Community Guidelines</Link> are part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use DecorLook',
    body: (
      <>
        <p className="dl-info__key">
          You must be at least {MIN_USER_AGE} years old to use DecorLook. If you are under the age of majority where you live, a parent or guardian must agree to
          these terms on your behalf.
        </p>
        <p>We close any account we learn belongs to someone younger than {MIN_USER_AGE}, and remove the personal data it holds.</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You may register a personal account or a business account. Give us true details, keep your password to yourself, and tell us at once if you think someone
          else has used your account. You are responsible for what happens under your account.
        </p>
        <p>You can deactivate your account, or delete it and have your personal data erased, at any time from your profile.</p>
      </>
    ),
  },
  {
    id: 'business-accounts',
    title: 'Business accounts',
    body: (
      <>
        <p className="dl-info__key">
          Business accounts need our approval and are subject to fees. A business account (designers, retailers, architects, manufacturers, artisans and other
          trades) is reviewed by our team before its products are promoted on DecorLook.
        </p>
        <ul>
          <li>We may ask for proof of the business, and we may refuse or withdraw approval when a business does not meet these terms.</li>
          <li>
            The fees for promoting products, and how they are billed, are agreed with each business before any fee is charged. Personal accounts pay nothing to use
            DecorLook.
          </li>
          <li>Businesses are responsible for the accuracy of their product details, prices and links, and for the sales they make on their own sites.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Images and content you add',
    body: (
      <>
        <p>
          You keep the rights you have in the images, products, look boards and words you add. You give DecorLook a worldwide, non-exclusive, royalty-free licence to
          host, show, resize and share them on DecorLook and in its promotion for as long as they are on the site. You must only add content you have the right to
          share, and you must give credit and a source link where the work is someone else's.
        </p>
        <p>Every image and product is reviewed before it appears in the gallery, and we may decline or remove content that breaks these terms or the guidelines.</p>
      </>
    ),
  },
  {
    id: 'image-claims',
    title: 'Claiming an image: open or exclusive',
    body: (
      <>
        <p className="dl-info__key">
          If you own the rights to an image on DecorLook, you can claim it, as open or as exclusive. Use <Link to={paths.report}>Report or claim an image</Link> on
          the image's page.
        </p>
        <dl>
          <dt>Open</dt>
          <dd>The image stays on DecorLook, credited to you. Members may keep using it in look boards and requests, always with your credit.</dd>
          <dt>Exclusive</dt>
          <dd>The image is yours alone: it is shown through your credit and your account only, and other uses of it on DecorLook are removed.</dd>
        </dl>
        <p>
          We review every claim and may ask for proof of ownership. If you would rather have the image taken down, send us a copyright takedown notice from the same
          page instead.
        </p>
      </>
    ),
  },
  {
    id: 'rewards',
    title: 'Ambassadors and reward points',
    body: (
      <>
        <p>
          Ambassadors are members we approve to curate looks for others. We may approve, pause or end an ambassadorship at our discretion. Reward points are earned by
          the activities listed on <Link to={paths.earnRewards}>Earn Rewards</Link> and redeemed as described there. Points have no cash value until a redemption is
          paid, cannot be transferred, and points earned through abuse (fake accounts, self-dealing, spam) are removed.
        </p>
      </>
    ),
  },
  {
    id: 'shopping',
    title: 'Shopping and other sites',
    body: (
      <p>
        Products on DecorLook link to the sites that sell them. Purchases are made with those sellers under their terms; DecorLook is not a party to the sale and does
        not guarantee availability, price or delivery. Some links are affiliate links, which may earn us a commission at no cost to you.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>post content that breaks the <Link to={paths.communityGuidelines}>Community Guidelines</Link> or anyone's rights;</li>
          <li>harass, impersonate or mislead other members, or send them unsolicited advertising;</li>
          <li>scrape the site, break its security, or overload it;</li>
          <li>use DecorLook for anything unlawful.</li>
        </ul>
        <p>We may remove content and suspend or close accounts that do.</p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        DecorLook is provided "as is". Recommendations, look boards and style matches are suggestions, not professional advice. To the extent the law allows, we make
        no warranty that the site will be uninterrupted, error-free, or that any product will suit your home.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p className="dl-info__key">
        To the fullest extent the law allows, DecorLook's total liability to you for any claim arising from these terms or your use of the site is capped at $
        {LIABILITY_CAP_USD}. We are not liable for indirect, incidental or consequential losses, or for the products and services of other sites.
      </p>
    ),
  },
  {
    id: 'arbitration',
    title: 'Disputes and arbitration',
    body: (
      <>
        <p>
          If you have a concern, please <Link to={paths.contact}>contact us</Link> first: most problems are solved that way. Any dispute we cannot settle informally
          will be resolved by binding individual arbitration rather than in court, except that either of us may bring a claim in small-claims court.
        </p>
        <p className="dl-info__key">Arbitration claims are capped at ${LIABILITY_CAP_USD}. Class actions and class arbitrations are not permitted.</p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: <p className="dl-info__key">These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.</p>,
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; when a change matters, we tell members by email or on the site before it takes effect. Continuing to use DecorLook after that means
        you accept the new terms. Questions? <Link to={paths.contact}>Contact us</Link>.
      </p>
    ),
  },
];

/** /terms: the full terms (spec 1 "Terms content"; the sign-up terms modal summarises them). */
export function TermsPage() {
  return (
    <InfoArticle
      eyebrow="Legal"
      title="Terms of Use"
      updated="23 November 2026"
      lead={<p>The rules for using DecorLook, in plain words. The points that matter most are highlighted.</p>}
      sections={sections}
    />
  );
}
