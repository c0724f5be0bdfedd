import { Button, Form, Input } from 'antd';
import { changePasswordInput } from '@decorlook/domain/identity/user.rules';
import { PasswordGuidance } from '../../../components/password-guidance';
import { showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { toast } from '../../../lib/toast';
import { useChangePassword, type PasswordChange } from '../api/change-password';

const FIELDS = ['currentPassword', 'password', 'confirmation'] as const;

/** Changing the password ends the other sessions; this one stays signed in. */
export function PasswordForm() {
  const [form] = Form.useForm<PasswordChange>();
  const change = useChangePassword();
  useServerErrors(form, serverErrorsOf(change.error), FIELDS);

  const save = (values: PasswordChange) =>
    change.mutate(values, {
      onSuccess: (message) => {
        form.resetFields();
        toast.success(message ?? 'Your password has been changed.');
      },
      onError: showApiError,
    });

  const rule = (field: string) => schemaRule(changePasswordInput, field);
  return (
    <Form form={form} layout="vertical" requiredMark={false} name="change-password" className="dl-account-form" onFinish={save}>
      <Form.Item name="currentPassword" label="Current password" rules={[rule('currentPassword')]} validateTrigger="onBlur">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label="New password" rules={[rule('password')]} extra={<PasswordGuidance />} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmation" label="Confirm new password" dependencies={['password']} rules={[rule('confirmation')]} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Change Password
      </Button>
    </Form>
  );
}
