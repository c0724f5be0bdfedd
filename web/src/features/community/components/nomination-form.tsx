import { Alert, Button, Form, Input } from 'antd';
import { DEFAULT_NOMINATION_SUBJECT, nominationInput } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import { nominationBody, type NominationValues } from '../api/nominate';
import '../../../components/forms.css';

export const NOMINATION_FIELDS = ['firstName', 'lastName', 'toFirstName', 'toEmailAddress', 'subject', 'message'] as const;
export const DEFAULT_NOMINATION_MESSAGE =
  'I think you would make a wonderful DecorLook ambassador: you have a great eye for decor, and members would love your looks. Have a look at the programme!';
const NONE: Record<string, string[]> = {};

const rule = (field: (typeof NOMINATION_FIELDS)[number]) => schemaRule(nominationInput, field, (values) => nominationBody(values as unknown as NominationValues));

interface Props {
  firstName: string;
  lastName: string;
  submitting: boolean;
  failure: ApiError | null;
  onSubmit(values: NominationValues): void;
}

/** Spec 3: the nomination (invite email) form, checked by the shared nominationInput rules. */
export function NominationForm({ firstName, lastName, submitting, failure, onSubmit }: Props) {
  const [form] = Form.useForm<NominationValues>();
  const unshown = useServerErrors(form, failure?.errors ?? NONE, NOMINATION_FIELDS);
  const problem = unshown.length > 0 ? unshown.join(' ') : failure && Object.keys(failure.errors).length === 0 ? failure.message : null;
  return (
    <Form
      form={form}
      layout="vertical"
      name="nominate-ambassador"
      requiredMark={false}
      initialValues={{ firstName, lastName, toFirstName: '', toEmailAddress: '', subject: DEFAULT_NOMINATION_SUBJECT, message: DEFAULT_NOMINATION_MESSAGE }}
      onFinish={onSubmit}
    >
      {problem && <Alert className="dl-community-nominate__alert" type="error" showIcon title={problem} />}
      <fieldset className="dl-form__group dl-community-nominate__group">
        <legend>From you</legend>
        <div className="dl-form__pair">
          <Form.Item name="firstName" label="Your first name" rules={[rule('firstName')]} validateTrigger="onBlur">
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label="Your last name" rules={[rule('lastName')]} validateTrigger="onBlur">
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
      </fieldset>
      <fieldset className="dl-form__group dl-community-nominate__group">
        <legend>To your nominee</legend>
        <div className="dl-form__pair">
          <Form.Item name="toFirstName" label="Their first name" rules={[rule('toFirstName')]} validateTrigger="onBlur">
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          {/* Not type="email": the browser's own check would stop the form before the spec's message shows. */}
          <Form.Item name="toEmailAddress" label="Their email address" rules={[rule('toEmailAddress')]} validateTrigger="onBlur">
            <Input inputMode="email" autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item name="subject" label="Subject" rules={[rule('subject')]} validateTrigger="onBlur">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="message" label="Message" rules={[rule('message')]} validateTrigger="onBlur">
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
      </fieldset>
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        Send Nomination
      </Button>
    </Form>
  );
}
