import { Alert, Button, Checkbox, Form, Input, Segmented, Select } from 'antd';
import { BUSINESS_TYPES, signUpInput } from '@decorlook/domain/identity/user.rules';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import type { AccountType, SignUpValues } from '../machines/auth.machine';
import { PasswordGuidance } from '../../../components/password-guidance';
import '../../../components/forms.css';

const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  designer: 'Designer',
  retailer: 'Retailer',
  architect: 'Architect',
  manufacturer: 'Manufacturer',
  artisan: 'Artisan',
  other: 'Other',
};

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordRepeat', 'businessName', 'businessType', 'businessUrl', 'terms'] as const;

interface FormValues {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
  passwordRepeat: string;
  businessName?: string;
  businessType?: (typeof BUSINESS_TYPES)[number];
  businessUrl?: string;
  terms?: boolean;
}

interface Props {
  accountType: AccountType;
  submitting: boolean;
  fieldErrors: Record<string, string[]>;
  onAccountType(type: AccountType): void;
  onSubmit(values: SignUpValues): void;
  onSignIn(): void;
  onTerms(): void;
}

export function SignUpForm({ accountType, submitting, fieldErrors, onAccountType, onSubmit, onSignIn, onTerms }: Props) {
  const [form] = Form.useForm<FormValues>();
  const business = accountType === 'business';
  const unshown = useServerErrors(form, fieldErrors, FIELDS);

  /**
   * Each field is checked by the shared schema against the whole form. The other fields' terms
   * box counts as ticked, so a missing tick never hides a cross-field rule (passwords match).
   */
  const rule = (field: keyof FormValues | 'terms') =>
    schemaRule(signUpInput, field, (values) => ({
      ...values,
      type: accountType,
      terms: field === 'terms' ? (values.terms ? true : undefined) : true,
    }));

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name="sign-up"
      initialValues={{ businessType: 'designer' }}
      onFinish={(values) => onSubmit({ ...values, type: accountType, terms: true } as SignUpValues)}
    >
      <Form.Item label="Account type">
        <Segmented<AccountType>
          block
          value={accountType}
          onChange={onAccountType}
          options={[
            { label: 'Personal', value: 'personal' },
            { label: 'Business', value: 'business' },
          ]}
        />
      </Form.Item>
      {unshown.length > 0 && <Alert type="error" showIcon title={unshown.join(' ')} className="dl-auth__alert" />}
      <div className="dl-form__pair">
        <Form.Item name="firstName" label="First name" rules={[rule('firstName')]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={[rule('lastName')]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      {business && (
        <>
          <Form.Item name="businessName" label="Business name" rules={[rule('businessName')]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <div className="dl-form__pair">
            <Form.Item name="businessType" label="Business type" rules={[rule('businessType')]}>
              <Select options={BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }))} />
            </Form.Item>
            <Form.Item name="businessUrl" label="Website (optional)" rules={[rule('businessUrl')]}>
              <Input placeholder="www.example.com" autoComplete="url" />
            </Form.Item>
          </div>
        </>
      )}
      <Form.Item name="email" label="Email" rules={[rule('email')]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[rule('password')]} extra={<PasswordGuidance />} validateTrigger="onBlur">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="passwordRepeat"
        label="Repeat password"
        dependencies={['password']}
        rules={[rule('passwordRepeat')]}
        validateTrigger="onBlur"
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="terms" valuePropName="checked" rules={[rule('terms')]}>
        <Checkbox>
          I agree to the{' '}
          <Button
            type="link"
            className="dl-form__link dl-form__link--inline"
            onClick={(event) => {
              event.preventDefault();
              onTerms();
            }}
          >
            Terms of Use
          </Button>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Register
      </Button>
      <p className="dl-auth__switch">
        Already have an account?{' '}
        <Button type="link" className="dl-form__link" onClick={onSignIn}>
          Sign In
        </Button>
      </p>
    </Form>
  );
}
