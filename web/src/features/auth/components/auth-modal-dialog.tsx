import { Button, Modal, Typography } from 'antd';
import type { AuthModalMode } from '../../../config/paths';
import { AUTH_MODAL_TITLES } from '../auth-mode';

interface Props {
  mode: AuthModalMode;
  onClose(): void;
  onSwitch(mode: AuthModalMode): void;
}

export default function AuthModalDialog({ mode, onClose, onSwitch }: Props) {
  const other: AuthModalMode = mode === 'sign-in' ? 'sign-up' : 'sign-in';
  return (
    <Modal
      open
      centered
      title={AUTH_MODAL_TITLES[mode]}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <Typography.Paragraph>
        {mode === 'sign-in'
          ? 'Signing in to DecorLook is coming soon. Accounts arrive with our next release, with likes, votes, your own images and look boards.'
          : 'Registration is coming soon. Accounts arrive with our next release: personal and business accounts, style preferences and reward points.'}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {mode === 'sign-in' ? 'New here? ' : 'Already have an account? '}
        <Typography.Link onClick={() => onSwitch(other)}>{AUTH_MODAL_TITLES[other]}</Typography.Link>
      </Typography.Paragraph>
    </Modal>
  );
}
