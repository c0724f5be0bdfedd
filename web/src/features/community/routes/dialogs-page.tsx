import { useState } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { UnderConstructionModal } from '../../../components/under-construction-modal';
import { paths } from '../../../config/paths';
import { TopicList, type Topic } from '../components/topic-list';
import './community-info.css';

const DIALOG_FORMATS: readonly Topic[] = [
  {
    id: 'ask-an-ambassador',
    title: 'Ask an Ambassador',
    description: 'Put a question about your room to the ambassadors of your style, and read their answers side by side.',
    action: 'Ask a question',
  },
  {
    id: 'room-critique',
    title: 'Room Critique',
    description: 'Share a photo of your own space and get friendly, practical feedback on layout, colour and light.',
    action: 'Share your room',
  },
  {
    id: 'before-and-after',
    title: 'Before & After',
    description: 'Show how a look board became a real room, and tell the story of the pieces you chose.',
    action: 'Post a makeover',
  },
  {
    id: 'designer-sessions',
    title: 'Designer Sessions',
    description: 'Scheduled conversations with design professionals on one theme, with your questions answered live.',
    action: 'See the schedule',
  },
];

/** /dialogs: public conversations between members and ambassadors about real rooms. */
export function DialogsPage() {
  const [starting, setStarting] = useState(false);
  return (
    <div className="dl-article-page dl-community">
      <PageTitle title="Dialogs" />
      <header className="dl-community__head">
        <p className="dl-eyebrow">Community</p>
        <h1 id="page-title" className="dl-article-page__title">
          Design Dialogs
        </h1>
        <p className="dl-community__lead">
          Dialogs are open conversations about real rooms: a member asks, ambassadors and other members answer, and everyone can learn from the exchange.
        </p>
        <Button type="primary" size="large" onClick={() => setStarting(true)}>
          Start a Dialog
        </Button>
      </header>
      <section className="dl-community__section" aria-labelledby="dialog-formats">
        <h2 id="dialog-formats" className="dl-community__section-title">
          Kinds of dialog
        </h2>
        <p>Each dialog has a format, so questions find the right people and answers stay easy to follow.</p>
        <TopicList topics={DIALOG_FORMATS} label="Kinds of dialog" />
      </section>
      <section className="dl-community__section dl-community__now" aria-labelledby="dialogs-now">
        <h2 id="dialogs-now" className="dl-community__section-title">
          Talk to the community today
        </h2>
        <p>Public dialogs are on their way. Meanwhile, these already work:</p>
        <ul>
          <li>
            Message any member or ambassador directly from their page; your conversations are in <Link to={paths.dashboardMessages}>Messages</Link>.
          </li>
          <li>
            <Link to={paths.requestTheLook}>Request the Look</Link> to have ambassadors who share your style curate look boards for you.
          </li>
          <li>
            Rate and vote on look boards to tell curators what works, and follow the <Link to={paths.getTheLookAmbassadors}>ambassadors</Link> you like.
          </li>
        </ul>
      </section>
      <UnderConstructionModal open={starting} feature="Start a Dialog" onClose={() => setStarting(false)} />
    </div>
  );
}
