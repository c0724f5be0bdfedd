import type { ReactNode } from 'react';
import { DashboardFrame, DashboardHead } from '../../../components/dashboard-frame';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/session/use-session';

/** An admins-only dashboard page (like Moderation): anyone else gets the not-found page. */
export function AdminPage({ title, lead, actions, children }: { title: string; lead: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;
  if (user.role !== 'admin') return <NotFoundPage />;
  return (
    <DashboardFrame user={user}>
      <PageTitle title={title} />
      <DashboardHead title={title} lead={lead} actions={actions} />
      {children}
    </DashboardFrame>
  );
}
