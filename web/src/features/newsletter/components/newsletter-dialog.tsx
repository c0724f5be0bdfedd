import { Button, Form, Input, Modal, Typography } from 'antd';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { NEWSLETTER_EMAIL_PATTERN, newsletterEmail } from '../api/subscribe-newsletter';

interface Props {
  open: boolean;
  submitting: boolean;
  onClose(): void;
  onSubmit(email: string): void;
}

export default function NewsletterDialog({ open, submitting, onClose, onSubmit }: Props) {
  const [form] = Form.useForm<{ email: string }>();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={440}
      title="Get decor ideas in your inbox"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        New looks, style guides and member offers from DecorLook. No spam, unsubscribe any time.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ email }) => {
          const address = newsletterEmail(email);
          if (address) onSubmit(address);
        }}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, whitespace: true, message: MESSAGES.required },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || newsletterEmail(value) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.emailInvalid)),
            },
          ]}
        >
          <Input type="email" autoComplete="email" placeholder="you@example.com" pattern={NEWSLETTER_EMAIL_PATTERN} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Subscribe
        </Button>
      </Form>
    </Modal>
  );
}
