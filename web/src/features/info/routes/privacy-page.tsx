import { Link } from 'react-router-dom';
import { paths, profileTabPath } from '../../../config/paths';
import { BROWSER_STORED_ITEMS } from '../content/browser-storage';
import { InfoArticle, type InfoSection } from '../components/info-article';

const sections: InfoSection[] = [
  {
    id: 'what-we-keep',
    title: 'What we keep',
    body: (
      <>
        <p>
          DecorLook records what happens on the site as a log of events: you registered, added an image, liked a look board, sent a message, earned points. Every page
          you see is built from that log. We keep:
        </p>
        <ul>
          <li>your account details: name, email address, country, and for business accounts the business name and web address;</li>
          <li>what you add: images, products, look boards, requests, ratings, messages, your showcase page and your style preferences;</li>
          <li>your activity that others see or that earns points: likes, votes, follows, and your reward points ledger;</li>
          <li>
            a little technical information with each action: the time, the app version, and a keyed hash of your IP address (never the address itself), used to stop
            abuse.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sealed',
    title: 'Personal details are sealed per person',
    body: (
      <>
        <p className="dl-info__key">
          Inside the event log, the fields that identify you (names, addresses, your business name and web address, and free text about you) are encrypted with a key
          that belongs to you alone. Analysts who study how the site is used see ids and sealed fields, not who you are.
        </p>
        <p>Only an administrator who has a reason to, such as answering a legal request, can open those fields.</p>
      </>
    ),
  },
  {
    id: 'erasure',
    title: 'Erasing your data',
    body: (
      <>
        <p>
          You can delete your account from <Link to={profileTabPath('account')}>your profile</Link>. Deleting it destroys your personal key in the same step, so every
          personal field sealed with it becomes unreadable for good, in the live site, in backups of the log and in any export. We also delete every email we have
          queued or sent to you or about you. Your email address becomes free to use again.
        </p>
        <p>
          What stays is what no longer identifies you: anonymous counts (a like on a look board stays a like) and the facts other members rely on, such as the points
          ledger's totals. If you would rather pause, you can deactivate your account instead and come back later.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'Email',
    body: (
      <>
        <p>We send email for things you asked for or need to know:</p>
        <ul>
          <li>verifying your address, resetting your password and confirming a change of address;</li>
          <li>messages and notifications from the community (you can turn notification emails off in your profile);</li>
          <li>ambassador invitations and decisions, and replies to reports, claims and messages you send us;</li>
          <li>the newsletter, only if you subscribed (every newsletter has an unsubscribe link).</li>
        </ul>
        <p>Sent mail is kept for a few days in case a delivery needs to be retried, then deleted. We never sell or rent your address.</p>
      </>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          DecorLook sets no advertising or tracking cookies. To work, the site keeps these items in your browser's local storage. They stay on your device; you can
          clear them at any time in your browser's settings (you will then be signed out).
        </p>
        <table className="dl-info__table">
          <caption className="dl-visually-hidden">Items the site keeps in your browser</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {BROWSER_STORED_ITEMS.map(({ item, why }) => (
              <tr key={item}>
                <td>{item}</td>
                <td>{why}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Showcase videos play in YouTube's privacy-enhanced player or Vimeo's do-not-track player, which set nothing until you press play. Where our analytics are
          switched on, they record anonymous page use and a small sample of sessions to help us fix problems.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who sees what',
    body: (
      <p>
        Your display name, avatar and what you publish (images, look boards, your showcase) are public. Your email, messages, requests, ledger and preferences are not.
        We share data with service providers only to run the site (hosting, email delivery, anti-spam checks), and with authorities only when the law requires it.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>DecorLook is not for children under 13. If we learn that an account belongs to a child under 13, we delete it and erase its data.</p>,
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        To ask what we hold about you, or for any privacy question, <Link to={paths.contact}>contact us</Link>. See also our{' '}
        <Link to={paths.terms}>Terms of Use</Link>.
      </p>
    ),
  },
];

/** /privacy */
export function PrivacyPage() {
  return (
    <InfoArticle
      eyebrow="Legal"
      title="Privacy Policy"
      updated="23 November 2026"
      lead={<p>What DecorLook keeps about you, how it is protected, and how to have it erased.</p>}
      sections={sections}
    />
  );
}
