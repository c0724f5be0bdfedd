import type { ReactNode } from 'react';
import { Modal } from 'antd';

/** A flow's "Start over?": what is cleared, and Start over (red) or Cancel. */
export function StartOverDialog({ open, children, onStartOver, onClose }: { open: boolean; children: ReactNode; onStartOver(): void; onClose(): void }) {
  return (
    <Modal
      open={open}
      title="Start over?"
      okText="Start over"
      okButtonProps={{ danger: true }}
      onOk={() => {
        onStartOver();
        onClose();
      }}
      onCancel={onClose}
    >
      {children}
    </Modal>
  );
}
