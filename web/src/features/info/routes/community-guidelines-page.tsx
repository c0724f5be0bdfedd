import { Link } from 'react-router-dom';
import { REPORT_REASON_OPTIONS, REPORT_SUB_REASON_OPTIONS } from '@decorlook/domain/moderation/moderation.rules';
import { paths } from '../../../config/paths';
import { InfoArticle, type InfoSection } from '../components/info-article';

const inappropriate = REPORT_REASON_OPTIONS.inappropriate;
const own = REPORT_REASON_OPTIONS.own;

const sections: InfoSection[] = [
  {
    id: 'spirit',
    title: 'Be kind, be helpful, be real',
    body: (
      <ul>
        <li>Share rooms and products you find inspiring, and say where they came from.</li>
        <li>Give feedback on look boards the way you would like to receive it: honest and kind.</li>
        <li>Curate with real products that people can buy, with accurate prices and links.</li>
        <li>Respect other members' privacy: what they tell you in messages stays between you.</li>
      </ul>
    ),
  },
  {
    id: 'not-allowed',
    title: 'What gets an image reported',
    body: (
      <>
        <p>
          Every image is reviewed before it reaches the gallery, but if one slips through, any signed-in member can report it with the Report button on its page. We
          remove images that are {inappropriate.label.toLowerCase()}:
        </p>
        <dl>
          {inappropriate.subReasons.map((reason) => (
            <div key={reason}>
              <dt>{REPORT_SUB_REASON_OPTIONS[reason].label}</dt>
              <dd>{REPORT_SUB_REASON_OPTIONS[reason].description}.</dd>
            </div>
          ))}
        </dl>
      </>
    ),
  },
  {
    id: 'your-work',
    title: 'When it is your work',
    body: (
      <>
        <p>If you see your own photo or design on DecorLook, choose “{own.label}” when you report it. You then choose one of two things:</p>
        <ul>
          {own.subReasons.map((reason) => (
            <li key={reason}>
              <strong>{REPORT_SUB_REASON_OPTIONS[reason].label}.</strong> {REPORT_SUB_REASON_OPTIONS[reason].description}.
            </li>
          ))}
        </ul>
        <p>
          A credit claim can be open or exclusive, as our <Link to={paths.terms}>Terms of Use</Link> explain. Both start from the{' '}
          <Link to={paths.report}>report page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'what-happens',
    title: 'What happens after a report',
    body: (
      <ol>
        <li>Your report reaches our moderators' queue at once. You can report an image only once while your report is open.</li>
        <li>A moderator looks at the image and the reasons given. Reports are private: the member who added the image never learns who reported it.</li>
        <li>If the image breaks these guidelines, it is taken down from the gallery, search and every look board page at once.</li>
        <li>Repeated or serious breaches can cost an account its ambassadorship, its points, or the account itself.</li>
      </ol>
    ),
  },
  {
    id: 'beyond-images',
    title: 'Look boards, products and messages',
    body: (
      <p>
        The same rules apply everywhere: look boards, product listings, showcase pages, requests and messages. Spam, harassment and hateful content are removed
        wherever they appear. To tell us about something other than an image, <Link to={paths.contact}>contact us</Link>.
      </p>
    ),
  },
];

/** /community-guidelines: what the community expects, and what the report reasons mean. */
export function CommunityGuidelinesPage() {
  return (
    <InfoArticle
      eyebrow="Community"
      title="Community Guidelines"
      lead={<p>DecorLook is a place to share the rooms you love and help each other get the look. These guidelines keep it that way.</p>}
      sections={sections}
    />
  );
}
