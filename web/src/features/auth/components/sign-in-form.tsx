import { Alert, Button, Form, Input } from 'antd';
import { signInInput } from '@decorlook/domain/identity/user.rules';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import '../../../components/forms.css';

const FIELDS = ['email', 'password'] as const;

interface Props {
  email: string;
  submitting: boolean;
  fieldErrors: Record<string, string[]>;
  /** Why the last attempt failed when no field is to blame. */
  formError?: string | null;
  onSubmit(values: { email: string; password: string }): void;
  onForgot(): void;
  onRegister(): void;
}

export function SignInForm({ email, submitting, fieldErrors, formError = null, onSubmit, onForgot, onRegister }: Props) {
  const [form] = Form.useForm<{ email: string; password: string }>();
  useServerErrors(form, fieldErrors, FIELDS);
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email, password: '' }} onFinish={onSubmit} name="sign-in">
      {formError && !submitting && <Alert className="dl-auth__error" type="error" showIcon role="alert" title={formError} />}
      <Form.Item name="email" label="Email" rules={[schemaRule(signInInput, 'email')]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" autoFocus placeholder="you@example.com" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[schemaRule(signInInput, 'password')]} validateTrigger="onBlur">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className="dl-auth__row-end">
        <Button type="link" className="dl-form__link" onClick={onForgot}>
          Forgot password?
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Sign In
      </Button>
      <p className="dl-auth__switch">
        New to DecorLook?{' '}
        <Button type="link" className="dl-form__link" onClick={onRegister}>
          Register
        </Button>
      </p>
    </Form>
  );
}
