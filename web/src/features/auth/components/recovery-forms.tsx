import { Alert, Button, Form, Input, Result } from 'antd';
import { forgotPasswordInput, resetPasswordInput } from '@decorlook/domain/identity/user.rules';
import { PasswordGuidance } from '../../../components/password-guidance';
import { schemaErrors, schemaRule } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import '../../../components/forms.css';

const FORGOT_FIELDS = ['email'] as const;
const RESET_FIELDS = ['password', 'confirmation'] as const;

interface ForgotProps {
  email: string;
  submitting: boolean;
  fieldErrors: Record<string, string[]>;
  onSubmit(email: string): void;
  onBack(): void;
}

/** Spec 4 "Password recovery": the email form. */
export function ForgotPasswordForm({ email, submitting, fieldErrors, onSubmit, onBack }: ForgotProps) {
  const [form] = Form.useForm<{ email: string }>();
  const unshown = useServerErrors(form, fieldErrors, FORGOT_FIELDS);
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email }} onFinish={(values) => onSubmit(values.email.trim())} name="forgot-password">
      <p className="dl-auth__lead">Enter the email you registered with and we will send you a link to choose a new password.</p>
      {unshown.length > 0 && <Alert type="error" showIcon title={unshown.join(' ')} className="dl-auth__alert" />}
      <Form.Item name="email" label="Email" rules={[schemaRule(forgotPasswordInput, 'email')]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" autoFocus placeholder="you@example.com" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Send Reset Link
      </Button>
      <p className="dl-auth__switch">
        <Button type="link" className="dl-form__link" onClick={onBack}>
          Back to Sign In
        </Button>
      </p>
    </Form>
  );
}

interface LinkSentProps {
  email: string;
  resending: boolean;
  onResend(): void;
  onBack(): void;
}

/** The "link sent" state: the address the link went to, read-only. */
export function LinkSent({ email, resending, onResend, onBack }: LinkSentProps) {
  return (
    <div className="dl-auth__sent">
      <p className="dl-auth__lead">If an account exists for this email, we have sent it a link to reset the password. The link works once, for 60 minutes.</p>
      <label className="dl-form__readonly">
        <span>Email</span>
        <Input value={email} readOnly aria-label="Email" />
      </label>
      <p className="dl-form__hint">No email after a few minutes? Check your spam folder, or send the link again.</p>
      <div className="dl-auth__actions">
        <Button onClick={onResend} loading={resending}>
          Send Again
        </Button>
        <Button type="primary" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    </div>
  );
}

interface ResetProps {
  email: string;
  token: string;
  submitting: boolean;
  fieldErrors: Record<string, string[]>;
  onSubmit(values: { password: string; confirmation: string }): void;
}

/** The reset form, opened from the mailed link (token and email come with it). */
export function ResetPasswordForm({ email, token, submitting, fieldErrors, onSubmit }: ResetProps) {
  const [form] = Form.useForm<{ password: string; confirmation: string }>();
  // A bad or used link comes back as errors.token (or email): shown above the form.
  const unshown = useServerErrors(form, fieldErrors, RESET_FIELDS);
  // A link without its token or email cannot work: say so before the user types a password.
  const linkErrors = schemaErrors(resetPasswordInput, { token, email, password: 'placeholder1', confirmation: 'placeholder1' });
  const linkProblem = linkErrors.token ?? linkErrors.email;
  const rule = (field: string) => schemaRule(resetPasswordInput, field, (values) => ({ ...values, token, email }));
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} name="reset-password">
      {(unshown.length > 0 || linkProblem) && <Alert type="error" showIcon title={unshown.length > 0 ? unshown.join(' ') : linkProblem} className="dl-auth__alert" />}
      <label className="dl-form__readonly">
        <span>Email</span>
        <Input value={email} readOnly aria-label="Email" />
      </label>
      <Form.Item name="password" label="New password" rules={[rule('password')]} extra={<PasswordGuidance />} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item name="confirmation" label="Confirm new password" dependencies={['password']} rules={[rule('confirmation')]} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Reset Password
      </Button>
    </Form>
  );
}

export function ResetSuccess({ onSignIn }: { onSignIn(): void }) {
  return (
    <Result
      status="success"
      title="Your password has been reset."
      subTitle="Sign in with your new password."
      extra={
        <Button type="primary" size="large" onClick={onSignIn}>
          Go to Sign In
        </Button>
      }
    />
  );
}
