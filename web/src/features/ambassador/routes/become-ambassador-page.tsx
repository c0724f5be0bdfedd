import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AMBASSADOR_TYPE_LABELS, AMBASSADOR_TYPES } from '@decorlook/domain/ambassadors/ambassador.rules';
import { PageTitle } from '../../../components/page-title';
import { paths, withAuthModal } from '../../../config/paths';
import { api, toApiError } from '../../../lib/api-client';
import { useAppConfig, useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { userKeys, type User } from '../../../lib/session/user';
import { useApplyAsAmbassador } from '../api/apply';
import { INVITATION_QUERY_KEY, loginByInvitation, useConfirmDetails } from '../api/invitation';
import { applicationStep } from '../application-flow';
import { ApplicationConfirmation } from '../components/application-confirmation';
import { ApplicationForm } from '../components/application-form';
import { ConfirmDetailsForm } from '../components/confirm-details-form';
import { VerifyEmailPrompt } from '../components/verify-email-prompt';
import '../components/ambassador.css';

/**
 * /ambassador/become-ambassador (spec 4 "Ambassador application"). Opened with
 * `?invitation=<code>` from a nomination mail, it first signs the invitee in with that code.
 */
export function BecomeAmbassadorPage() {
  const session = useSession();
  const invitation = useInvitationSignIn();
  const step = applicationStep({
    session: session.status === 'signedIn' ? { status: 'signedIn', user: session.user } : { status: session.status },
    signingInByInvitation: invitation.pending,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const openSignIn = (mode: 'sign-in' | 'sign-up' = 'sign-in') => navigate({ pathname: location.pathname, search: withAuthModal(location.search, mode) }, { replace: true });

  // A guest goes to sign-in, once: closing the dialog leaves them on the page with its buttons.
  const askedToSignIn = useRef(false);
  useEffect(() => {
    if (step !== 'sign-in' || askedToSignIn.current) return;
    askedToSignIn.current = true;
    openSignIn('sign-in');
  }, [step]);

  if (step === 'ambassador') return <Navigate to={paths.dashboardAmbassadorManagement} replace />;

  return (
    <div className="dl-padded-page dl-amb dl-amb--become">
      <PageTitle title="Become an Ambassador" />
      <section className="dl-amb__hero dl-amb__hero--plain" aria-labelledby="page-title">
        <p className="dl-eyebrow">Ambassador Program</p>
        <h1 id="page-title" className="dl-amb__title">
          Become an Ambassador
        </h1>
        <p className="dl-amb__lead">Curate looks for members who love your style, keep your own showcase and earn points for every look board.</p>
      </section>
      <div className="dl-amb__become">
        <div className="dl-form-panel dl-amb__panel">
          {invitation.failed && (
            <Alert
              className="dl-amb-apply__alert"
              type="warning"
              showIcon
              title="This invitation link has expired or was already used."
              description="Sign in with your email and password to apply, or ask for a new invitation."
            />
          )}
          {step === 'wait' && (
            <div role="status" aria-label="Loading" className="dl-amb__wait">
              <span className="dl-spinner" />
            </div>
          )}
          {step === 'sign-in' && (
            <div className="dl-amb__gate">
              <h2>Sign in to apply</h2>
              <p>Ambassadors are DecorLook members. Sign in, or register in a minute, and the application opens here.</p>
              <div className="dl-amb__cta">
                <Button type="primary" size="large" onClick={() => openSignIn('sign-in')}>
                  Sign In
                </Button>
                <Button size="large" onClick={() => openSignIn('sign-up')}>
                  Register
                </Button>
              </div>
            </div>
          )}
          {step === 'confirm-details' && session.user && <ConfirmDetailsStep user={session.user} />}
          {step === 'verify-email' && session.user && <VerifyStep email={session.user.email} />}
          {step === 'apply' && session.user && <ApplyStep user={session.user} />}
        </div>
        <aside className="dl-amb__aside" aria-label="Kinds of ambassador">
          <h2>Three kinds of ambassador</h2>
          <ul>
            {AMBASSADOR_TYPES.map((type) => (
              <li key={type}>{AMBASSADOR_TYPE_LABELS[type]}</li>
            ))}
          </ul>
          <p>
            Questions? Read the <Link to={paths.ambassadorFaqs}>Ambassador FAQs</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

/**
 * Exchanges `?invitation=<code>` for a session once (the tokens are stored as a sign-in stores
 * them), then drops the code from the address so a reload does not spend it again.
 */
function useInvitationSignIn(): { pending: boolean; failed: boolean } {
  const [params, setParams] = useSearchParams();
  const code = params.get(INVITATION_QUERY_KEY);
  const { startSession } = useSessionActions();
  const signIn = useMutation({ mutationKey: ['auth', 'invitation'], mutationFn: async (value: string) => startSession(await loginByInvitation(api, value)) });
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!code || tried.current === code) return;
    tried.current = code;
    signIn.mutate(code, {
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(INVITATION_QUERY_KEY);
            return next;
          },
          { replace: true },
        ),
    });
  }, [code, signIn, setParams]);
  return { pending: code !== null || signIn.isPending, failed: signIn.isError };
}

function ConfirmDetailsStep({ user }: { user: User }) {
  const confirm = useConfirmDetails();
  const { setUser } = useSessionActions();
  const failure = useMemo(() => (confirm.error ? toApiError(confirm.error) : null), [confirm.error]);
  return (
    <div className="dl-amb__gate">
      <h2>Welcome to DecorLook</h2>
      <p>You were invited to join our ambassadors. First, tell us your name and choose a password for your account ({user.email}).</p>
      <ConfirmDetailsForm
        firstName={user.firstName}
        lastName={user.lastName}
        submitting={confirm.isPending}
        failure={failure}
        onSubmit={(details) => confirm.mutate(details, { onSuccess: setUser })}
      />
    </div>
  );
}

function VerifyStep({ email }: { email: string }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="dl-amb__gate">
      <h2>Verify your email to apply</h2>
      <p>We need a verified email address before you apply. Open the link we sent to {email}, then come back here.</p>
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        Verify my email
      </Button>
      <VerifyEmailPrompt open={open} email={email} onClose={() => setOpen(false)} />
    </div>
  );
}

function ApplyStep({ user }: { user: User }) {
  const { config } = useAppConfig();
  const styles = lookupEntries(useEnum('styles'));
  const apply = useApplyAsAmbassador(config?.captcha?.siteKey ?? null);
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(true);
  const [thanksOpen, setThanksOpen] = useState(false);
  const submitted = apply.isSuccess;
  const failure = useMemo(() => (apply.error ? toApiError(apply.error) : null), [apply.error]);

  const submit = (values: Parameters<typeof apply.mutate>[0]) =>
    apply.mutate(values, {
      onSuccess: () => {
        setDialogOpen(false);
        setThanksOpen(true);
        // An invited applicant's account is complete now: the guard stops sending them here.
        void queryClient.invalidateQueries({ queryKey: userKeys.me });
      },
    });

  return (
    <div className="dl-amb__gate">
      {submitted ? (
        <>
          <h2>Your application is in</h2>
          <p>We will review your application and email you at {user.email}. Meanwhile, explore the showcases of our ambassadors.</p>
          <Link className="dl-button-link" to={paths.getTheLookAmbassadors}>
            Visit Showcases
          </Link>
        </>
      ) : (
        <>
          <h2>Tell us about yourself</h2>
          <p>The application takes about five minutes: your styles, your interests, your decor experience and links to your work.</p>
          <Button type="primary" size="large" onClick={() => setDialogOpen(true)}>
            Apply Now
          </Button>
        </>
      )}
      <Modal open={dialogOpen && !submitted} title="Ambassador Application" onCancel={() => setDialogOpen(false)} footer={null} width={720} centered className="dl-amb-apply">
        <ApplicationForm
          email={user.email}
          styles={styles}
          submitting={apply.isPending}
          failure={failure}
          onSubmit={submit}
          onCancel={() => setDialogOpen(false)}
        />
      </Modal>
      <ApplicationConfirmation open={thanksOpen} onClose={() => setThanksOpen(false)} />
    </div>
  );
}
