import { Alert, Button, Form, Input } from 'antd';
import { confirmInput } from '@decorlook/domain/identity/user.rules';
import { PasswordGuidance } from '../../../components/password-guidance';
import type { ApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import type { ConfirmDetails } from '../api/invitation';
import '../../../components/forms.css';

const FIELDS = ['firstName', 'lastName', 'password'] as const;
// An invited account has no usable password yet: here it must choose one.
const withPassword = confirmInput.required({ password: true });
const NONE: Record<string, string[]> = {};

interface Props {
  firstName: string | null;
  lastName: string | null;
  submitting: boolean;
  failure: ApiError | null;
  onSubmit(details: ConfirmDetails): void;
}

/** An invited nominee's first step: their name and a password (PUT /user/confirm). */
export function ConfirmDetailsForm({ firstName, lastName, submitting, failure, onSubmit }: Props) {
  const [form] = Form.useForm<ConfirmDetails>();
  const unshown = useServerErrors(form, failure?.errors ?? NONE, FIELDS);
  const problem = unshown.length > 0 ? unshown.join(' ') : failure && Object.keys(failure.errors).length === 0 ? failure.message : null;
  return (
    <Form form={form} layout="vertical" name="confirm-details" requiredMark={false} initialValues={{ firstName: firstName ?? '', lastName: lastName ?? '', password: '' }} onFinish={onSubmit}>
      {problem && <Alert className="dl-amb-apply__alert" type="error" showIcon title={problem} />}
      <div className="dl-form__pair">
        <Form.Item name="firstName" label="First name" rules={[schemaRule(withPassword, 'firstName')]} validateTrigger="onBlur">
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={[schemaRule(withPassword, 'lastName')]} validateTrigger="onBlur">
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item name="password" label="Password" extra={<PasswordGuidance />} rules={[schemaRule(withPassword, 'password')]} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        Continue to the application
      </Button>
    </Form>
  );
}
