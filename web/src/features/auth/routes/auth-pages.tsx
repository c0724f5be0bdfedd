import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { paths, type AuthNavigationState } from '../../../config/paths';
import { api, showApiError } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session/user';
import { toast } from '../../../lib/toast';
import { verifyEmailRequest } from '../api/verify-email';

/**
 * /auth/email-verification/{userId}/{token}: verifies the address, shows the result (a toast that
 * stays on screen after the move) and goes home.
 */
export function EmailVerificationPage() {
  const { userId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // The link works once: never call it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    verifyEmailRequest(api, userId, token)
      .then((answer) => {
        toast.success(answer.message);
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      })
      .catch((error: unknown) => void showApiError(error))
      .finally(() => navigate(paths.home, { replace: true }));
  }, [userId, token, navigate, queryClient]);

  return (
    <section className="dl-page" aria-busy="true" data-testid="email-verification-page">
      <PageTitle title="Email Verification" />
      <Spin size="large" />
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
