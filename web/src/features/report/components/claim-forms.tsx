import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, type FormInstance } from 'antd';
import { Link } from 'react-router-dom';
import {
  CLAIM_PERMISSIONS,
  creditClaimInput,
  takedownNoticeInput,
  type ClaimPermission,
  type CreditClaimInput,
  type TakedownNoticeInput,
} from '@decorlook/domain/moderation/moderation.rules';
import { paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/api-client';
import { schemaRule, type SafeParser } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import '../../../components/forms.css';

const NONE: Record<string, string[]> = {};

export const TAKEDOWN_FIELDS = ['fullName', 'email', 'phone', 'address', 'workDescription', 'originalUrl', 'goodFaith', 'accurate', 'signature'] as const;
export const CREDIT_FIELDS = ['fullName', 'email', 'creditName', 'creditUrl', 'permission', 'message', 'accurate', 'signature'] as const;

/** Terms: how a claimed image may be used once it is credited to its owner. */
export const PERMISSION_OPTIONS: Record<ClaimPermission, { label: string; description: string }> = {
  open: {
    label: 'Open',
    description: 'The image stays on DecorLook, credited to you. Members may keep using it in look boards and requests, always with your credit.',
  },
  exclusive: {
    label: 'Exclusive',
    description: 'The image is yours alone: it is shown through your credit and your account only, and other uses of it on DecorLook are removed.',
  },
};

/** The person who files: their name and address fill the form (they may change them). */
export interface Claimant {
  fullName: string;
  email: string;
}

interface FormProps<V> {
  claimant: Claimant;
  submitting: boolean;
  failure: ApiError | null;
  onSubmit(values: V): void;
}

const ruleFor = (schema: SafeParser) => (field: string) => schemaRule(schema, field);

/** The refusal that no field shows (a missing image, a server fault), above the form. */
function useProblem(form: Parameters<typeof useServerErrors>[0], failure: ApiError | null, fields: readonly string[]): string | null {
  const unshown = useServerErrors(form, failure?.errors ?? NONE, fields);
  if (unshown.length > 0) return unshown.join(' ');
  return failure && Object.keys(failure.errors).length === 0 ? failure.message : null;
}

function Statement({ name, text, rule }: { name: string; text: string; rule: ReturnType<ReturnType<typeof ruleFor>> }) {
  return (
    <Form.Item name={name} valuePropName="checked" rules={[rule]} className="dl-report-claim__statement">
      <Checkbox>{text}</Checkbox>
    </Form.Item>
  );
}

/** A claim's form: its fields over one submit, the refusal no field shows above them. */
function ClaimForm<V>({ form, name, initialValues, problem, onSubmit, children }: { form: FormInstance<V>; name: string; initialValues: Record<string, unknown>; problem: string | null; onSubmit(values: V): void; children: ReactNode }) {
  return (
    <Form form={form} layout="vertical" name={name} requiredMark="optional" initialValues={initialValues} scrollToFirstError onFinish={onSubmit}>
      {problem && <Alert className="dl-report-claim__alert" type="error" showIcon title={problem} />}
      {children}
    </Form>
  );
}

/** "About you": the claimant's full name and email side by side, then any further fields about them. */
function AboutYou({ rule, children }: { rule: ReturnType<typeof ruleFor>; children?: ReactNode }) {
  return (
    <fieldset className="dl-form__group dl-report-claim__group">
      <legend>About you</legend>
      <div className="dl-form__pair">
        <Form.Item name="fullName" label="Full name" required rules={[rule('fullName')]} validateTrigger="onBlur">
          <Input autoComplete="name" maxLength={150} />
        </Form.Item>
        {/* Not type="email": the browser's own check would stop the form before the shared message shows. */}
        <Form.Item name="email" label="Email" required rules={[rule('email')]} validateTrigger="onBlur">
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
      </div>
      {children}
    </fieldset>
  );
}

/** /report/imageremovalrequest: a copyright takedown notice, checked by the shared takedownNoticeInput rules. */
export function TakedownNoticeForm({ claimant, submitting, failure, onSubmit }: FormProps<TakedownNoticeInput>) {
  const [form] = Form.useForm<TakedownNoticeInput>();
  const problem = useProblem(form, failure, TAKEDOWN_FIELDS);
  const rule = ruleFor(takedownNoticeInput);
  const shape = takedownNoticeInput.shape;
  return (
    <ClaimForm
      form={form}
      name="takedown-notice"
      initialValues={{ ...claimant, phone: '', address: '', workDescription: '', originalUrl: '', goodFaith: false, accurate: false, signature: '' }}
      problem={problem}
      onSubmit={onSubmit}
    >
      <AboutYou rule={rule}>
        <Form.Item name="phone" label="Phone" rules={[rule('phone')]} validateTrigger="onBlur">
          <Input autoComplete="tel" maxLength={40} />
        </Form.Item>
        <Form.Item name="address" label="Postal address" required rules={[rule('address')]} validateTrigger="onBlur">
          <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </AboutYou>
      <fieldset className="dl-form__group dl-report-claim__group">
        <legend>Your work</legend>
        <Form.Item
          name="workDescription"
          label="The work this image infringes"
          required
          extra="Describe your original work: what it is, when and where you made or first published it."
          rules={[rule('workDescription')]}
          validateTrigger="onBlur"
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="originalUrl" label="Where the original can be seen" extra="A web address, if it is online." rules={[rule('originalUrl')]} validateTrigger="onBlur">
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
      </fieldset>
      <fieldset className="dl-form__group dl-report-claim__group">
        <legend>Statements</legend>
        <Statement name="goodFaith" text={shape.goodFaith.description ?? ''} rule={rule('goodFaith')} />
        <Statement name="accurate" text={shape.accurate.description ?? ''} rule={rule('accurate')} />
        <Form.Item name="signature" label="Signature" required extra="Type your full name: it signs this notice." rules={[rule('signature')]} validateTrigger="onBlur">
          <Input maxLength={150} />
        </Form.Item>
      </fieldset>
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        Send Notice
      </Button>
    </ClaimForm>
  );
}

/** /report/getCredit: a credit claim with its permission (terms: open or exclusive), checked by the shared creditClaimInput rules. */
export function CreditClaimForm({ claimant, submitting, failure, onSubmit }: FormProps<CreditClaimInput>) {
  const [form] = Form.useForm<CreditClaimInput>();
  const problem = useProblem(form, failure, CREDIT_FIELDS);
  const rule = ruleFor(creditClaimInput);
  const statement = creditClaimInput.shape.accurate.description ?? '';
  return (
    <ClaimForm
      form={form}
      name="credit-claim"
      initialValues={{ ...claimant, creditName: claimant.fullName, creditUrl: '', message: '', accurate: false, signature: '' }}
      problem={problem}
      onSubmit={onSubmit}
    >
      <AboutYou rule={rule} />
      <fieldset className="dl-form__group dl-report-claim__group">
        <legend>Your credit</legend>
        <div className="dl-form__pair">
          <Form.Item name="creditName" label="Credit the image to" required extra="How the credit line reads: your name or your studio's." rules={[rule('creditName')]} validateTrigger="onBlur">
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="creditUrl" label="Link with the credit" extra="Your site or portfolio, if you like." rules={[rule('creditUrl')]} validateTrigger="onBlur">
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        </div>
        <Form.Item
          name="permission"
          label="Permission"
          required
          extra={
            <>
              As our <Link to={paths.terms}>Terms of Use</Link> say, an image can be claimed as open or exclusive.
            </>
          }
          rules={[rule('permission')]}
        >
          <Radio.Group className="dl-report-claim__permissions">
            {CLAIM_PERMISSIONS.map((value) => (
              <Radio key={value} value={value} className="dl-report-claim__permission">
                <span className="dl-report-claim__permission-label">{PERMISSION_OPTIONS[value].label}</span>
                <span className="dl-report-claim__permission-text">{PERMISSION_OPTIONS[value].description}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="message" label="Anything our team should know" rules={[rule('message')]} validateTrigger="onBlur">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
      </fieldset>
      <fieldset className="dl-form__group dl-report-claim__group">
        <legend>Statement</legend>
        <Statement name="accurate" text={statement} rule={rule('accurate')} />
        <Form.Item name="signature" label="Signature" required extra="Type your full name: it signs this claim." rules={[rule('signature')]} validateTrigger="onBlur">
          <Input maxLength={150} />
        </Form.Item>
      </fieldset>
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        Send Claim
      </Button>
    </ClaimForm>
  );
}
