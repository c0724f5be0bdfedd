import { useEffect, useRef, useState } from 'react';
import { Modal } from 'antd';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { api } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { captchaToken } from '../../../lib/captcha';
import { useSessionActions } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { forgotPasswordRequest } from '../api/forgot-password';
import { resetPasswordRequest } from '../api/reset-password';
import { signInRequest } from '../api/sign-in';
import { signUpBody, signUpRequest } from '../api/sign-up';
import { authMachine, type AuthOutput, type AuthView, type ResetLink } from '../machines/auth.machine';
import { ForgotPasswordForm, LinkSent, ResetPasswordForm, ResetSuccess } from './recovery-forms';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import './auth.css';

export type DialogView = 'sign-in' | 'sign-up';

interface Props {
  /** The view the URL asks for (`?auth=`), or the reset link's data. */
  view: DialogView | null;
  reset: ResetLink | null;
  /** Asks the URL to show this view (keeps `?auth=` in step with the dialog). */
  onViewChange(view: DialogView): void;
  onClose(): void;
  onTerms(): void;
  onSignedIn(output: AuthOutput): void;
}

const TITLES = {
  signIn: 'Sign In',
  signUp: 'Register',
  forgot: 'Forgot Password',
  linkSent: 'Check Your Email',
  reset: 'Reset Password',
  resetSuccess: 'Password Reset',
  signedIn: 'Sign In',
} as const;

function initialView(view: DialogView | null, reset: ResetLink | null): AuthView {
  if (reset) return 'reset';
  return view === 'sign-up' ? 'signUp' : 'signIn';
}

/** The auth modal's content, driven by the auth machine with the real calls injected. */
export default function AuthDialog({ view, reset, onViewChange, onClose, onTerms, onSignedIn }: Props) {
  const sessionActions = useSessionActions();
  const { config } = useAppConfig();
  const siteKey = useRef<string | null>(null);
  siteKey.current = config?.captcha?.siteKey ?? null;
  const startSession = useRef(sessionActions.startSession);
  startSession.current = sessionActions.startSession;

  const [logic] = useState(() =>
    authMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => startSession.current(await signInRequest(api, input))),
        signUp: fromPromise(async ({ input }) =>
          signUpRequest(api, signUpBody(input, { reCaptchaToken: await captchaToken(siteKey.current, 'signup'), domain: window.location.host })),
        ),
        forgotPassword: fromPromise(async ({ input }) => forgotPasswordRequest(api, input.email, window.location.host)),
        resetPassword: fromPromise(async ({ input }) => resetPasswordRequest(api, input)),
      },
      actions: {
        showError: (_, { message }) => toast.error(message),
        showSuccess: (_, { message }) => toast.success(message),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { view: initialView(view, reset), reset } });
  const { context } = snapshot;

  // The URL's view changed (the header's Sign In / Register while the modal is open).
  const lastView = useRef(view);
  useEffect(() => {
    if (view === lastView.current) return;
    lastView.current = view;
    if (view === 'sign-up' && !snapshot.matches('signUp')) send({ type: 'SHOW_SIGN_UP' });
    if (view === 'sign-in' && !snapshot.matches('signIn')) send({ type: 'SHOW_SIGN_IN' });
  }, [view, snapshot, send]);

  // A reset link followed while the modal is open.
  const lastReset = useRef(reset);
  useEffect(() => {
    if (reset === lastReset.current) return;
    lastReset.current = reset;
    if (reset) send({ type: 'SHOW_RESET', reset });
  }, [reset, send]);

  const done = snapshot.status === 'done';
  const output = snapshot.output;
  const reported = useRef(false);
  useEffect(() => {
    if (done && output && !reported.current) {
      reported.current = true;
      onSignedIn(output);
    }
  }, [done, output, onSignedIn]);

  const showSignIn = () => {
    send({ type: 'SHOW_SIGN_IN' });
    lastView.current = 'sign-in';
    onViewChange('sign-in');
  };
  const showSignUp = () => {
    send({ type: 'SHOW_SIGN_UP' });
    lastView.current = 'sign-up';
    onViewChange('sign-up');
  };

  const state = (Object.keys(TITLES) as (keyof typeof TITLES)[]).find((name) => snapshot.matches(name)) ?? 'signIn';
  const busy = snapshot.matches({ signUp: 'submitting' }) || snapshot.matches({ signUp: 'signingIn' });

  return (
    <Modal open centered title={TITLES[state]} onCancel={onClose} footer={null} width={state === 'signUp' ? 520 : 440} className="dl-auth" mask={{ closable: false }}>
      {snapshot.matches('signIn') && (
        <SignInForm
          email={context.email}
          submitting={snapshot.matches({ signIn: 'submitting' })}
          fieldErrors={context.fieldErrors}
          formError={context.formError}
          onSubmit={(values) => send({ type: 'SUBMIT_SIGN_IN', ...values })}
          onForgot={() => send({ type: 'SHOW_FORGOT' })}
          onRegister={showSignUp}
        />
      )}
      {snapshot.matches('signUp') && (
        <SignUpForm
          accountType={context.accountType}
          submitting={busy}
          fieldErrors={context.fieldErrors}
          onAccountType={(accountType) => send({ type: 'SET_ACCOUNT_TYPE', accountType })}
          onSubmit={(values) => send({ type: 'SUBMIT_SIGN_UP', values })}
          onSignIn={showSignIn}
          onTerms={onTerms}
        />
      )}
      {snapshot.matches('forgot') && (
        <ForgotPasswordForm
          email={context.email}
          submitting={snapshot.matches({ forgot: 'submitting' })}
          fieldErrors={context.fieldErrors}
          onSubmit={(email) => send({ type: 'SUBMIT_FORGOT', email })}
          onBack={showSignIn}
        />
      )}
      {snapshot.matches('linkSent') && <LinkSent email={context.email} resending={false} onResend={() => send({ type: 'RESEND_LINK' })} onBack={showSignIn} />}
      {snapshot.matches('reset') && (
        <ResetPasswordForm
          email={context.reset?.email ?? ''}
          token={context.reset?.token ?? ''}
          submitting={snapshot.matches({ reset: 'submitting' })}
          fieldErrors={context.fieldErrors}
          onSubmit={(values) => send({ type: 'SUBMIT_RESET', ...values })}
        />
      )}
      {snapshot.matches('resetSuccess') && <ResetSuccess onSignIn={showSignIn} />}
    </Modal>
  );
}
