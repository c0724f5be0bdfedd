import { Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AMBASSADOR_TYPE_LABELS } from '@decorlook/domain/ambassadors/ambassador.rules';
import { paths } from '../../../config/paths';
import { ownShowcaseQuery, type Showcase as ShowcaseView } from '../../../lib/queries/showcases';
import { AmbassadorFrame } from '../components/ambassador-frame';
import { VIDEO_STATUS_LABELS } from '../components/video-status';

/** The programme's tools, each a page of its own. */
const TOOLS = [
  { label: 'Showcase Setup', to: paths.dashboardAmbassadorShowcase, text: 'Your page: address, banner, images, look boards.' },
  { label: 'Showcase Video', to: paths.dashboardAmbassadorVideos, text: 'Send a video for your showcase; it shows once reviewed.' },
  { label: 'Curate the Look', to: paths.curateTheLook, text: 'Build look boards from real products.' },
  { label: 'Nominees', to: paths.nominateAmbassador, text: 'Invite someone with a great eye to apply.' },
  { label: 'Programs', to: paths.dashboardAmbassadorPrograms, text: 'What you can take part in as an ambassador.' },
  { label: 'Points & Badges', to: paths.dashboardAmbassadorPointsBadges, text: 'How your work earns points and badges.' },
  { label: 'Ambassador Team', to: paths.dashboardAmbassadorTeam, text: 'The people behind the programme, and how to reach them.' },
  { label: 'Ambassador FAQs', to: paths.dashboardAmbassadorFaqs, text: 'Answers for ambassadors.' },
];

/** /dashboard/ambassador-management, "Ambassador Info": who you are in the programme, your showcase, your tools. */
export function AmbassadorManagementPage() {
  return (
    <AmbassadorFrame title="Ambassador Info" lead="Your place in the DecorLook ambassador programme and the tools that come with it.">
      {(user) => (
        <>
          <section className="dash-amb-info" aria-label="Your ambassador profile">
            <dl className="dash-amb-info__facts">
              <div>
                <dt>Ambassador type</dt>
                <dd data-testid="ambassador-type">{user.ambassadorType ? AMBASSADOR_TYPE_LABELS[user.ambassadorType] : 'Ambassador'}</dd>
              </div>
              <div>
                <dt>Showcase</dt>
                <dd>
                  <ShowcaseStatus me={user.id} />
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="amb-tools">
            <h2 id="amb-tools" className="dash-amb-info__heading">
              Your tools
            </h2>
            <ul className="dash-amb-tools">
              {TOOLS.map((tool) => (
                <li key={tool.to}>
                  <Link to={tool.to} className="dash-amb-tools__link">
                    <strong>{tool.label}</strong>
                    <span>{tool.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </AmbassadorFrame>
  );
}

function ShowcaseStatus({ me }: { me: number }) {
  const query = useQuery(ownShowcaseQuery(me));
  if (query.isPending) return <Skeleton.Input active size="small" />;
  if (query.isError) return <span role="alert">{query.error.message}</span>;
  return <ShowcaseSummary showcase={query.data} />;
}

function ShowcaseSummary({ showcase }: { showcase: ShowcaseView | null }) {
  const setup = (
    <Link to={paths.dashboardAmbassadorShowcase} className="dash-amb-info__action">
      {showcase ? 'Edit your showcase' : 'Set up your showcase'}
    </Link>
  );
  if (!showcase) {
    return (
      <span className="dash-amb-info__status">
        <Tag>Not set up yet</Tag> {setup}
      </span>
    );
  }
  return (
    <span className="dash-amb-info__status">
      {showcase.active ? <Tag color="success">Live</Tag> : <Tag color="default">{showcase.urlKey ? 'Not published' : 'Needs an address'}</Tag>}
      <span>{showcase.pageName}</span>
      {showcase.active && showcase.shareUrl && (
        <a href={showcase.shareUrl} target="_blank" rel="noopener noreferrer">
          {showcase.shareUrl}
        </a>
      )}
      <span>Video: {VIDEO_STATUS_LABELS[showcase.videoStatus]}</span>
      {setup}
    </span>
  );
}
