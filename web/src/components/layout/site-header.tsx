import { Fragment, Suspense, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths, withAuthModal } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';
import { useBreakpoint } from '../../lib/use-breakpoint';
import { MenuIcon } from '../icons';
import { Logo } from '../logo';
import { themedLazy } from '../themed-lazy';
import { AmbassadorMenu } from './ambassador-menu';
import { requestLogout } from './logout-request';

// The drawer code loads on the first tap of the menu button.
const MobileMenu = themedLazy(() => import('./mobile-menu'));
// Menus, avatar and the logout dialog load only for signed-in users.
const UserActions = themedLazy(() => import('./user-actions'));

/** Spec 2.3: Dashboard shows only for signed-in users, before Earn Rewards. */
export function topLinks(signedIn: boolean) {
  return [
    { label: 'Showcases', to: paths.getTheLookAmbassadors },
    { label: 'Style Quiz', to: paths.styleQuiz },
    { label: 'Get the Pin', to: paths.getThePin },
    ...(signedIn ? [{ label: 'Dashboard', to: paths.dashboard }] : []),
    { label: 'Earn Rewards', to: paths.earnRewards },
  ];
}

interface MainTab {
  label: string;
  to: string;
  /** Whether the tab is the current one for a pathname. */
  active(pathname: string): boolean;
  hideOnSmall?: boolean;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const mainTabs: MainTab[] = [
  { label: 'Get The Look', to: paths.getTheLook, active: (p) => under(paths.getTheLook)(p) && !under(paths.shopTheLook)(p) },
  { label: 'Request The Look', to: paths.requestTheLook, active: under(paths.requestTheLook) },
  { label: 'Curate The Look', to: paths.curateTheLook, active: under(paths.curateTheLook), hideOnSmall: true },
  { label: 'Shop The Look', to: paths.shopTheLook, active: under(paths.shopTheLook) },
];

interface SiteHeaderProps {
  /** The notification bell and the message icon for a signed-in user, composed by the app shell from their features. */
  notifications?: ReactNode;
  messages?: ReactNode;
  /** The member's points beside the bell. */
  points?: ReactNode;
}

export function SiteHeader({ notifications, messages, points }: SiteHeaderProps = {}) {
  const { isSmall } = useBreakpoint();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const session = useSession();
  const signedIn = session.status === 'signedIn';

  const authLink = (mode: 'sign-in' | 'sign-up') => ({ pathname: location.pathname, search: withAuthModal(location.search, mode) });
  /** Once the script runs: the dialog opens in place, keeping the page's other query keys; a button answers Space too. */
  const opens = (mode: 'sign-in' | 'sign-up') => ({
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate(authLink(mode));
    },
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      navigate(authLink(mode));
    },
  });

  return (
    <header className="dl-header" data-testid="site-header">
      <div className="dl-header__bar">
        <Logo />
        {/* The pre-rendered page is the wide layout; CSS already hides its wide-only parts on small
            screens, so nothing moves when the script takes over and drops them. */}
        {!isSmall && (
          <nav className="dl-header__links" aria-label="Site">
            {topLinks(signedIn).map((link) => (
              <Fragment key={link.to}>
                <NavLink to={link.to} className="dl-header__link">
                  {link.label}
                </NavLink>
                {link.to === paths.getTheLookAmbassadors && <AmbassadorMenu ambassador={session.user?.ambassador ?? false} />}
              </Fragment>
            ))}
          </nav>
        )}
        <div className="dl-header__actions">
          {session.status === 'signedIn' && (
            <Suspense fallback={<span className="dl-user-actions__placeholder" />}>
              <UserActions user={session.user} compact={isSmall} notifications={notifications} messages={messages} points={points} />
            </Suspense>
          )}
          {session.status === 'visitor' && !isSmall && (
            <span className="dl-header__auth">
              {/* Links to the dialog's query key, acting as buttons: a tap on the pre-rendered
                  header before the script has run still opens the dialog, by loading this page
                  with the key (the href is relative, so it keeps the page whatever it is). */}
              <a role="button" className="dl-btn dl-btn--text" href="?auth=sign-in" {...opens('sign-in')}>
                Sign In
              </a>
              <a role="button" className="dl-btn dl-btn--primary" href="?auth=sign-up" {...opens('sign-up')}>
                Register
              </a>
            </span>
          )}
          <button
            type="button"
            className="dl-btn dl-btn--text dl-btn--icon dl-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <nav className="dl-tabs" aria-label="Tools">
        {mainTabs
          .filter((tab) => !(isSmall && tab.hideOnSmall))
          .map((tab) => {
            const active = tab.active(location.pathname);
            const classes = ['dl-tabs__tab', active && 'is-active', tab.hideOnSmall && 'dl-tabs__tab--wide-only'].filter(Boolean).join(' ');
            return (
              <Link key={tab.to} to={tab.to} className={classes} aria-current={active ? 'page' : undefined}>
                {tab.label}
              </Link>
            );
          })}
      </nav>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            signedIn={signedIn}
            onClose={() => setMenuOpen(false)}
            onLogin={() => navigate(authLink('sign-in'))}
            onRegister={() => navigate(authLink('sign-up'))}
            onLogout={requestLogout}
          />
        </Suspense>
      )}
    </header>
  );
}
