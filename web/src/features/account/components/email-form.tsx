import { Button, Form, Input, Tag } from 'antd';
import { updateEmailInput } from '@decorlook/domain/identity/user.rules';
import { showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { hasVerifiedEmail, type User } from '../../../lib/session/user';
import { useSendVerificationLink } from '../../../lib/session/user-api';
import { toast } from '../../../lib/toast';
import { useUpdateEmail } from '../api/update-email';
import '../../../components/forms.css';

const FIELDS = ['newEmail', 'password'] as const;

/** Spec 4 "Profile": a changed email must be verified again (hasVerifiedEmail becomes 0). */
export function EmailForm({ user }: { user: User }) {
  const [form] = Form.useForm<{ newEmail: string; password: string }>();
  const change = useUpdateEmail();
  const resendLink = useSendVerificationLink();
  useServerErrors(form, serverErrorsOf(change.error), FIELDS);
  const verified = hasVerifiedEmail(user);

  const save = ({ newEmail, password }: { newEmail: string; password: string }) =>
    change.mutate(
      { newEmail, password, domain: window.location.host },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(`Your email is changed. We sent a verification link to ${newEmail.trim()}`);
        },
        onError: showApiError,
      },
    );

  const resend = () =>
    resendLink.mutate(undefined, {
      onSuccess: (message) => message && toast.success(message),
      onError: showApiError,
    });

  return (
    <div className="dl-account-form">
      <div className="dl-form__readonly">
        <span>Current email</span>
        <div className="dl-account__email">
          <Input value={user.email} readOnly aria-label="Current email" />
          {verified ? <Tag className="dl-account-tag--success">Verified</Tag> : <Tag className="dl-account-tag--warning">Not verified</Tag>}
        </div>
        {!verified && (
          <p className="dl-form__hint">
            Did not receive the verification email?{' '}
            <Button type="link" className="dl-form__link" loading={resendLink.isPending} onClick={resend}>
              Get New Link
            </Button>
          </p>
        )}
      </div>
      <Form form={form} layout="vertical" requiredMark={false} name="change-email" onFinish={save}>
        <Form.Item name="newEmail" label="New email" rules={[schemaRule(updateEmailInput, 'newEmail')]} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item name="password" label="Your password" extra="We ask for it so nobody else can move your account." rules={[schemaRule(updateEmailInput, 'password')]} validateTrigger="onBlur">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Email
        </Button>
      </Form>
    </div>
  );
}
