import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths, type AuthNavigationState } from '../../../config/paths';
import { showApiError, toApiError } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { useRevertEmail } from '../api/revert-email';
import { useVerifyEmail } from '../api/verify-email';

/** Runs a one-time link's call once: StrictMode runs effects twice in development, the link works once. */
function useOnce(run: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
}

/**
 * /auth/email-verification/{userId}/{token}: verifies the address, shows the result (a toast that
 * stays on screen after the move) and goes home.
 */
export function EmailVerificationPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();

  useOnce(() =>
    verify.mutate(
      { userId, token },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => void showApiError(error),
        onSettled: () => navigate(paths.home, { replace: true }),
      },
    ),
  );

  return (
    <section className="dl-page" aria-busy="true" data-testid="email-verification-page">
      <PageTitle title="Email Verification" />
      <span className="dl-spinner dl-spinner--centered" />
      <p className="dl-page__lead">Verifying your email…</p>
    </section>
  );
}

/** /auth/password/reset/{token}?email=: opens the reset dialog on the home page. */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const state: AuthNavigationState = { passwordReset: { token, email: params.get('email') ?? '' } };
  return <Navigate to={paths.home} replace state={state} />;
}

export const EMAIL_REVERTED = 'Your previous email address has been restored. Please sign in again.';

/**
 * /auth/email-revert/{token}: the link mailed to the old address after an email change puts that
 * address back. Every session ends on the server, so this browser's tokens go too.
 */
export function EmailRevertPage() {
  const { token = '' } = useParams();
  const revert = useRevertEmail();
  const { endSession } = useSessionActions();

  useOnce(() => revert.mutate(token, { onSuccess: () => endSession() }));

  return (
    <section className="dl-page" data-testid="email-revert-page" aria-busy={revert.isPending || revert.isIdle}>
      <PageTitle title="Restore Email" />
      <h1 className="dl-page__title">Restore your email address</h1>
      {revert.isSuccess && (
        <p className="dl-page__lead" role="status">
          {revert.data ?? EMAIL_REVERTED}
        </p>
      )}
      {revert.isError && (
        <p className="dl-page__lead dl-field-error" role="alert">
          {toApiError(revert.error).message}
        </p>
      )}
      {revert.isPending || revert.isIdle ? (
        <span className="dl-spinner dl-spinner--centered" role="status" aria-label="Restoring your email address" />
      ) : (
        <Link className="dl-button-link" to={paths.home}>
          Go to the home page
        </Link>
      )}
    </section>
  );
}
