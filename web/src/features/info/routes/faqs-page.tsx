import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CENTS_PER_POINT, REDEEM_MIN_POINTS } from '@decorlook/domain/rewards/rewards.rules';
import { paths } from '../../../config/paths';
import { InfoArticle, type InfoSection } from '../components/info-article';
import { MIN_USER_AGE } from '../content/terms-facts';

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="dl-info-faq">
      <summary>{question}</summary>
      <div className="dl-info-faq__answer">{children}</div>
    </details>
  );
}

const sections: InfoSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: (
      <>
        <Faq question="What is DecorLook?">
          <p>
            A home-decor inspiration, curation and shopping platform. Find a room you love, then see the look boards and real products that recreate it, or ask our
            ambassadors to curate a look for you.
          </p>
        </Faq>
        <Faq question="Do I need an account?">
          <p>
            No: anyone can browse images, look boards and products. An account lets you like, vote and rate, add your own images, request a look, follow ambassadors,
            send messages and earn reward points. You must be at least {MIN_USER_AGE} to register.
          </p>
        </Faq>
        <Faq question="What is the difference between a personal and a business account?">
          <p>
            Personal accounts are for anyone decorating their home and are free. Business accounts (designers, retailers, architects, manufacturers, artisans) promote
            products; they need our approval and are subject to fees, as the <Link to={paths.terms}>Terms of Use</Link> explain.
          </p>
        </Faq>
        <Faq question="I did not get the verification email.">
          <p>Check your spam folder first. Then use “Get New Link” in the verification reminder to send a fresh one; the old link stops working.</p>
        </Faq>
      </>
    ),
  },
  {
    id: 'tools',
    title: 'The tools',
    body: (
      <>
        <Faq question="How does Get the Look work?">
          <p>
            Pick an inspiration image from the gallery, or pin one from any site with <Link to={paths.getThePin}>Get the Pin</Link>. Its page shows look boards that
            recreate it, a stream of matching products and Mix &amp; Match, where you combine pieces from several boards.
          </p>
        </Faq>
        <Faq question="What happens when I Request the Look?">
          <p>
            You choose an image (a room, a single item or a makeover), say what you need, and send it. We match it by style with ambassadors, who curate look boards for
            you. You are notified as recommendations arrive, and you rate them.
          </p>
        </Faq>
        <Faq question="Why can I not use Curate the Look on my phone?">
          <p>Curating means dragging products into a look board template, which needs a larger screen. Open DecorLook on a computer or a tablet to curate.</p>
        </Faq>
        <Faq question="Can I add my own images?">
          <p>
            Yes, from My Images in your dashboard or with the Get the Pin bookmarklet. Each image is reviewed before it appears in the gallery; give credit and a source
            link when the picture is not yours.
          </p>
        </Faq>
      </>
    ),
  },
  {
    id: 'ambassadors',
    title: 'Ambassadors',
    body: (
      <>
        <Faq question="Who are the ambassadors?">
          <p>
            Approved curators of three kinds: Decor Enthusiasts, Design Professionals, and Influencers and Bloggers. They keep a public showcase page and curate looks
            for members' requests.
          </p>
        </Faq>
        <Faq question="How do I become one?">
          <p>
            Apply from the <Link to={paths.ambassador}>Ambassador page</Link> with three styles, three interests and links to your work. We review every application
            and reply by email. You can also <Link to={paths.nominateAmbassador}>nominate someone</Link>.
          </p>
        </Faq>
      </>
    ),
  },
  {
    id: 'points',
    title: 'Reward points',
    body: (
      <>
        <Faq question="How do I earn points?">
          <p>
            By contributing: an approved image, a published look board, an answered request, a great rating on your board, a completed profile, a new follower. The full
            table is on <Link to={paths.earnRewards}>Earn Rewards</Link>.
          </p>
        </Faq>
        <Faq question="How do I redeem them?">
          <p>
            From My Points in your dashboard, once you have at least {REDEEM_MIN_POINTS} points. Each point is worth {CENTS_PER_POINT} cent
            {CENTS_PER_POINT === 1 ? '' : 's'}; a redemption is paid after our team checks it.
          </p>
        </Faq>
      </>
    ),
  },
  {
    id: 'account-privacy',
    title: 'Account and privacy',
    body: (
      <>
        <Faq question="How do I change my email address or password?">
          <p>In your profile, under Security. A change of email is confirmed at the new address, and the old address gets a link to undo it.</p>
        </Faq>
        <Faq question="How do I delete my account?">
          <p>
            In your profile, under Account. Deleting erases your personal data for good; deactivating only pauses your account. The{' '}
            <Link to={paths.privacy}>Privacy Policy</Link> explains what remains.
          </p>
        </Faq>
        <Faq question="I found my photo on DecorLook. What can I do?">
          <p>
            Report it as your image: you can claim credit for it (open or exclusive) or ask for it to be taken down. Start from the{' '}
            <Link to={paths.report}>report page</Link>.
          </p>
        </Faq>
      </>
    ),
  },
];

/** /faqs */
export function FaqsPage() {
  return (
    <InfoArticle
      eyebrow="Help"
      title="Frequently Asked Questions"
      lead={
        <p>
          Quick answers about DecorLook. Cannot find yours? <Link to={paths.contact}>Contact us</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
