import { Form, Input, type FormInstance } from 'antd';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { tradeOpportunityInput, TRADE_MESSAGE_DEFAULT, TRADE_SUBJECT_DEFAULT } from '@decorlook/domain/site/inquiries';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { InquiryTail } from './inquiry-tail';
import type { User } from '../../../lib/session/user';
import type { TradeInquiryBody } from '../api/send-inquiry';
import '../../../components/forms.css';

export const TRADE_FIELDS = ['firstName', 'lastName', 'email', 'businessName', 'businessUrl', 'subject', 'message'] as const;

/** Spec 5: names and business from the signed-in user, the default subject and message. */
export function tradePrefill(user: Pick<User, 'firstName' | 'lastName' | 'business'> | null): TradeInquiryBody {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    ...(user ? {} : { email: '' }),
    businessName: user?.business?.name ?? '',
    businessUrl: user?.business?.url ?? '',
    subject: TRADE_SUBJECT_DEFAULT,
    message: TRADE_MESSAGE_DEFAULT,
  };
}

const rule = (field: (typeof TRADE_FIELDS)[number]) => schemaRule(tradeOpportunityInput, field);

interface Props {
  /** The signed-in member's address, where the team answers; a visitor is asked for one. */
  answerAt: string | null;
  form: FormInstance<TradeInquiryBody>;
  initialValues: TradeInquiryBody;
  sending: boolean;
  onSend(values: TradeInquiryBody): void;
}

/**
 * Spec 3 and 5: the trade message. Every field is required with the shared message (the server's
 * own schema checks it here first), but only first name, last name and message carry the mark.
 */
export function TradeForm({ answerAt, form, initialValues, sending, onSend }: Props) {
  return (
    <Form form={form} layout="vertical" name="trade-opportunities" initialValues={initialValues} onFinish={onSend} scrollToFirstError={{ block: 'center' }}>
      <div className="dl-form__pair">
        <Form.Item name="firstName" label="First Name" required rules={[rule('firstName')]} validateTrigger="onBlur">
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name" required rules={[rule('lastName')]} validateTrigger="onBlur">
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </div>
      {answerAt === null ? (
        <Form.Item name="email" label="Email" required extra="Where our trade team writes back." rules={[{ required: true, message: MESSAGES.required }, rule('email')]} validateTrigger="onBlur">
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
      ) : (
        <p className="dl-contact-trade__answer-at">
          We will answer at <strong>{answerAt}</strong>.
        </p>
      )}
      <div className="dl-form__pair">
        <Form.Item name="businessName" label="Business Name" rules={[rule('businessName')]} validateTrigger="onBlur">
          <Input autoComplete="organization" maxLength={150} />
        </Form.Item>
        <Form.Item name="businessUrl" label="Business Website" rules={[rule('businessUrl')]} validateTrigger="onBlur">
          <Input autoComplete="url" inputMode="url" maxLength={500} placeholder="https://" />
        </Form.Item>
      </div>
      <InquiryTail rules={{ subject: rule('subject'), message: rule('message') }} rows={{ minRows: 4, maxRows: 10 }} sending={sending} />
    </Form>
  );
}
