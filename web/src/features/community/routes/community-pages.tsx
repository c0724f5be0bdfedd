import { useMemo } from 'react';
import { Button, Result } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { GetNewLinkButton } from '../../../components/get-new-link-button';
import { PageTitle } from '../../../components/page-title';
import { paths, withAuthModal } from '../../../config/paths';
import { toApiError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { useSession } from '../../../lib/session/use-session';
import { hasVerifiedEmail } from '../../../lib/session/user';
import { useNominateAmbassador } from '../api/nominate';
import { NominationForm } from '../components/nomination-form';
import './community.css';

export { DialogsPage } from './dialogs-page';
export { ForumsPage } from './forums-page';

/** A visitor is asked to sign in first: a nomination is sent in a member's name. */
function SignInToNominate() {
  const navigate = useNavigate();
  const location = useLocation();
  // The sign-in and register dialogs open from the address's query key, over this page.
  const open = (mode: 'sign-in' | 'sign-up') => navigate({ pathname: location.pathname, search: withAuthModal(location.search, mode) });
  return (
    <Result
      status="info"
      title="Sign in to nominate"
      subTitle="Invitations go out in a member's name, so we ask you to sign in (or join, it is free) before you nominate someone."
      extra={[
        <Button key="sign-in" type="primary" onClick={() => open('sign-in')}>
          Sign In
        </Button>,
        <Button key="sign-up" onClick={() => open('sign-up')}>
          Register
        </Button>,
      ]}
    />
  );
}

/** A member whose address is not verified yet verifies it first; the page offers a new link. */
function VerifyToNominate() {
  return (
    <Result
      status="warning"
      title="Verify your email address to nominate"
      subTitle="Open the link we sent you when you joined; then come back and send your invitation."
      extra={<GetNewLinkButton type="primary" />}
    />
  );
}

/** /nominate-ambassador: a signed-in member with a verified address invites someone with a great eye to the programme (spec 3 and 6). */
export function NominateAmbassadorPage() {
  const session = useSession();
  const user = session.user;
  const { config } = useAppConfig();
  const nominate = useNominateAmbassador(config?.captcha?.siteKey ?? null);
  const failure = useMemo(() => (nominate.error ? toApiError(nominate.error) : null), [nominate.error]);

  return (
    <div className="dl-padded-page dl-community-nominate">
      <PageTitle title="Nominate an Ambassador" />
      <header className="dl-community-nominate__head">
        <p className="dl-eyebrow">Ambassador Program</p>
        <h1 id="page-title" className="dl-article-page__title">
          Nominate an Ambassador
        </h1>
        <p className="dl-community-nominate__lead">
          Know a decor lover, a designer or a skilled online shopper who would curate beautiful looks? We will email them an invitation to join our{' '}
          <Link to={paths.ambassador}>ambassador programme</Link>.
        </p>
      </header>
      <div className="dl-form-panel dl-community-nominate__card">
        {session.status === 'loading' ? (
          // The signed-in nominator's name fills the form: wait for it.
          <div role="status" aria-label="Loading" className="dl-community-nominate__wait">
            <span className="dl-spinner" />
          </div>
        ) : !user ? (
          <SignInToNominate />
        ) : !hasVerifiedEmail(user) ? (
          <VerifyToNominate />
        ) : nominate.isSuccess ? (
          <Result
            status="success"
            title="Your nomination is on its way"
            subTitle={`We emailed ${nominate.variables.toFirstName} an invitation to apply. Thank you for helping our community grow!`}
            extra={
              <Button type="primary" onClick={() => nominate.reset()}>
                Nominate someone else
              </Button>
            }
          />
        ) : (
          <NominationForm
            firstName={user?.firstName ?? ''}
            lastName={user?.lastName ?? ''}
            submitting={nominate.isPending}
            failure={failure}
            onSubmit={(values) => nominate.mutate(values)}
          />
        )}
      </div>
    </div>
  );
}
