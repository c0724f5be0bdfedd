import { lazy, Suspense } from 'react';
import { matchPath, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { themedLazy } from '../components/themed-lazy';
import { paths, REPORT_QUERY_KEY } from '../config/paths';
import { AnalyticsLoader } from '../features/analytics/components/analytics-loader';
import { AuthModal } from '../features/auth/components/auth-modal';
import { useSession } from '../lib/session/use-session';
import { GuardedOutlet, useGuardDecision } from './guards/guarded-outlet';
import { usePageLoadedAt } from './page-load';

// The pop-up waits a minute before it shows, so its code (and XState) loads after the page.
const NewsletterPopup = themedLazy<{ subscribed?: boolean; loadedAt?: number }>(() =>
  import('../features/newsletter/components/newsletter-popup').then((module) => ({ default: module.NewsletterPopup })),
);
// Only signed-in users meet these (style picker, verification and preferences reminders).
const SignedInPrompts = themedLazy(() => import('../features/auth/components/signed-in-prompts'));
// The bell, the message icon and the realtime channel (with socket.io) load only for signed-in users.
const NotificationBell = themedLazy<{ me: number }>(() => import('../features/notifications/components/notification-bell'));
const MessagesLink = themedLazy<{ me: number }>(() => import('../features/messages/components/messages-link'));
const PointsLink = themedLazy<{ me: number }>(() => import('../features/rewards/components/points-link'));
const MessageEvents = lazy(() => import('../features/messages/components/message-events'));
const NotificationEvents = lazy(() => import('../features/notifications/components/notification-events'));
// The report modal opens over any page with `?report=<imageId>` (spec 2.3); its code loads then.
const ReportHost = themedLazy(() => import('../features/report/components/report-host'));

/** Spec 2.1: no header or footer on the contact page; no footer on the messages page. */
export function shellParts(pathname: string): { header: boolean; footer: boolean } {
  const onContact = matchPath(paths.contact, pathname) !== null;
  const onMessages = matchPath(paths.dashboardMessages, pathname) !== null;
  return { header: !onContact, footer: !onContact && !onMessages };
}

export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const parts = shellParts(pathname);
  const session = useSession();
  const loadedAt = usePageLoadedAt();
  const decision = useGuardDecision(session);
  const me = session.status === 'signedIn' ? session.user.id : null;
  // Spec 4: the realtime messenger and notification channels only for signed-in users with status complete.
  const live = session.status === 'signedIn' && session.user.status === 'complete';
  return (
    <div className="dl-shell">
      {navigation.state !== 'idle' && <div className="dl-progress" role="progressbar" aria-label="Loading page" />}
      {parts.header && (
        <SiteHeader
          notifications={
            me !== null && (
              <Suspense fallback={<span className="dl-user-actions__placeholder" />}>
                <NotificationBell key={me} me={me} />
              </Suspense>
            )
          }
          messages={
            me !== null && (
              <Suspense fallback={<span className="dl-user-actions__placeholder" />}>
                <MessagesLink key={me} me={me} />
              </Suspense>
            )
          }
          points={
            me !== null && (
              <Suspense fallback={<span className="dl-user-actions__placeholder" />}>
                <PointsLink key={me} me={me} />
              </Suspense>
            )
          }
        />
      )}
      <main className="dl-main">
        <GuardedOutlet
          decision={decision}
          waiting={
            <div className="dl-page" role="status" aria-label="Loading">
              <span className="dl-spinner" />
            </div>
          }
        />
      </main>
      {parts.footer && <SiteFooter />}
      <AuthModal />
      {new URLSearchParams(search).has(REPORT_QUERY_KEY) && (
        <Suspense fallback={null}>
          <ReportHost />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <NewsletterPopup subscribed={session.user?.notificationEmail ?? false} loadedAt={loadedAt} />
      </Suspense>
      {session.status === 'signedIn' && (
        <Suspense fallback={null}>
          <SignedInPrompts user={session.user} stylePicker={decision.kind === 'allow' && decision.stylePicker} />
        </Suspense>
      )}
      {live && me !== null && (
        <Suspense fallback={null}>
          <MessageEvents key={`messages-${me}`} me={me} />
          <NotificationEvents key={`notifications-${me}`} me={me} />
        </Suspense>
      )}
      <AnalyticsLoader />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first page's code loads. */
export function ShellFallback() {
  return (
    <div className="dl-shell-fallback" role="status" aria-label="Loading">
      <span className="dl-shell-fallback__dot" />
    </div>
  );
}
