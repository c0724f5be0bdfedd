import { Form, Input, Radio, type FormInstance } from 'antd';
import { contactInput, CONTACT_TYPES, type ContactType } from '@decorlook/domain/site/inquiries';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { InquiryTail } from './inquiry-tail';
import type { ContactBody } from '../api/send-inquiry';
import '../../../components/forms.css';

export const CONTACT_FIELDS = ['type', 'name', 'email', 'subject', 'message'] as const;
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = { contact: 'Contact', support: 'Support' };

const rule = (field: (typeof CONTACT_FIELDS)[number]) => schemaRule(contactInput, field);

interface Props {
  form: FormInstance<ContactBody>;
  initialValues: ContactBody;
  sending: boolean;
  onSend(values: ContactBody): void;
}

/** Spec 3 and 5: contact or support; the message is required and the address must be valid. */
export function ContactForm({ form, initialValues, sending, onSend }: Props) {
  return (
    <Form form={form} layout="vertical" name="contact" initialValues={initialValues} onFinish={onSend} scrollToFirstError={{ block: 'center' }}>
      <Form.Item name="type" label="What is it about?" rules={[rule('type')]} extra="Support is for help with the site or your account; Contact for anything else.">
        <Radio.Group optionType="button" buttonStyle="solid" options={CONTACT_TYPES.map((type) => ({ value: type, label: CONTACT_TYPE_LABELS[type] }))} />
      </Form.Item>
      <div className="dl-form__pair">
        <Form.Item name="name" label="Name" rules={[rule('name')]} validateTrigger="onBlur">
          <Input autoComplete="name" maxLength={150} />
        </Form.Item>
        {/* Not type="email": the browser's own check would stop the form before the spec's message shows. */}
        <Form.Item name="email" label="Email" required rules={[rule('email')]} validateTrigger="onBlur" extra="We answer at this address.">
          <Input autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
      </div>
      <InquiryTail rules={{ subject: rule('subject'), message: rule('message') }} rows={{ minRows: 5, maxRows: 12 }} sending={sending} />
    </Form>
  );
}
