import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** A destructive action gets the red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Spec 2.3: the confirmation dialog, with Cancel and Confirm. */
export function ConfirmDialog({ open, title, children, confirmLabel = 'Confirm', danger = false, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      centered
      width={420}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger={danger} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
