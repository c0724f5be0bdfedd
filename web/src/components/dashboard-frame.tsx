import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import type { User } from '../lib/session/user';
import './dashboard-frame.css';

interface MenuEntry {
  label: string;
  to: string;
}

/**
 * Spec 2.3 "Dashboard menu": the ambassador's entries first (Nominees opens the nomination form),
 * then everyone's; admins also moderate and settle redemptions.
 * Shared UI, so the dashboard pages that live in other features (Showcase Setup, My Followers)
 * keep the same menu.
 */
export function dashboardMenu(user: Pick<User, 'ambassador' | 'role'>): MenuEntry[] {
  return [
    ...(user.ambassador
      ? [
          { label: 'Ambassador Info', to: paths.dashboardAmbassadorManagement },
          { label: 'Showcase Setup', to: paths.dashboardAmbassadorShowcase },
          { label: 'Nominees', to: paths.nominateAmbassador },
        ]
      : []),
    { label: 'My Images', to: paths.dashboardImages },
    { label: 'My Look Boards', to: paths.dashboardLookBoards },
    { label: 'My Mix & Matches', to: paths.dashboardMixMatches },
    { label: 'My Requests', to: paths.dashboardRequests },
    { label: 'My Followers', to: paths.dashboardCommunity },
    { label: 'My Points', to: paths.dashboardPoints },
    ...(user.role === 'admin'
      ? [
          { label: 'Moderation', to: paths.dashboardModeration },
          { label: 'Redemptions', to: paths.dashboardRedemptions },
          { label: 'Point Ledgers', to: paths.dashboardLedgers },
        ]
      : []),
  ];
}

/** The dashboard's frame: its menu beside the page (above it on small screens). */
export function DashboardFrame({ user, children }: { user: Pick<User, 'ambassador' | 'role'>; children: ReactNode }) {
  return (
    <div className="dl-dashboard">
      <nav className="dl-dashboard__menu" aria-label="Dashboard">
        <p className="dl-dashboard__menu-title">Dashboard</p>
        <ul>
          {dashboardMenu(user).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={({ isActive }) => `dl-dashboard__link${isActive ? ' is-active' : ''}`}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dl-dashboard__content">{children}</div>
    </div>
  );
}

/** A dashboard page's heading: its title, a line on what it holds, and any actions beside them. */
export function DashboardHead({ title, lead, actions }: { title: ReactNode; lead: ReactNode; actions?: ReactNode }) {
  return (
    <header className="dl-dashboard__head">
      <div>
        <h1 id="page-title" className="dl-dashboard__title">
          {title}
        </h1>
        <p className="dl-dashboard__lead">{lead}</p>
      </div>
      {actions}
    </header>
  );
}
