import type { ReactNode } from 'react';
import { Input, Modal } from 'antd';
import { GetNewLinkButton } from './get-new-link-button';
import './forms.css';

interface Props {
  open: boolean;
  title: string;
  email: string;
  /** Why the email needs verifying, above the address. */
  children: ReactNode;
  /** What to do when no email came, under the address. */
  hint: string;
  /** Closes the dialog: on cancel, and once a new link is sent. */
  onClose(): void;
  className: string;
  testId: string;
}

/** Asks the member to verify their email: why, the address (read-only) and "Get New Link". */
export function VerifyEmailModal({ open, title, email, children, hint, onClose, className, testId }: Props) {
  return (
    <Modal open={open} centered width={460} title={title} onCancel={onClose} destroyOnHidden footer={<GetNewLinkButton type="primary" onSent={onClose} />}>
      <div className={className} data-testid={testId}>
        {children}
        <label className="dl-form__readonly">
          <span>Email</span>
          <Input value={email} readOnly aria-label="Email" />
        </label>
        <p className="dl-form__hint">{hint}</p>
      </div>
    </Modal>
  );
}
