import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DashboardHead } from '../../../components/dashboard-frame';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/use-session';
import type { User } from '../../../lib/session/user';
import { DashboardLayout } from './dashboard-layout';

interface Props {
  title: string;
  lead: string;
  children(user: User): ReactNode;
}

/**
 * The frame of the dashboard's ambassador pages: the dashboard menu, the page's heading, and for
 * members who are not ambassadors (yet) a pointer to the programme instead of the page.
 */
export function AmbassadorFrame({ title, lead, children }: Props) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <DashboardLayout user={user}>
      <PageTitle title={title} />
      <DashboardHead title={title} lead={lead} />
      {user.ambassador ? (
        children(user)
      ) : (
        <div className="dl-dashboard__empty" data-testid="not-an-ambassador">
          <p>This page is for DecorLook ambassadors. Curate looks for members who love your style and keep your own showcase.</p>
          <Link className="dl-button-link" to={paths.ambassador}>
            Discover the Ambassador Program
          </Link>
        </div>
      )}
    </DashboardLayout>
  );
}

/** A list of questions and answers, as the FAQ pages show them. */
export interface QuestionAndAnswer {
  question: string;
  answer: string;
}
