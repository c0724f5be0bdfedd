import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

interface Props {
  /** The form's own rules for its subject and message (each form checks with its schema). */
  rules: { subject: Rule; message: Rule };
  /** The message box's height, in rows: at least, and at most before it scrolls. */
  rows: { minRows: number; maxRows: number };
  sending: boolean;
}

/** What the trade and contact forms end with: the subject, the required message and Send. */
export function InquiryTail({ rules, rows, sending }: Props) {
  return (
    <>
      <Form.Item name="subject" label="Subject" rules={[rules.subject]} validateTrigger="onBlur">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="message" label="Message" required rules={[rules.message]} validateTrigger="onBlur">
        <Input.TextArea autoSize={rows} maxLength={5000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={sending} className="dl-contact-inquiry__send">
        Send
      </Button>
    </>
  );
}
