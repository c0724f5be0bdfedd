import { Button, Modal } from 'antd';

/** Spec 2.3: the confirmation dialog after a successful application. */
export const CONFIRMATION_TITLE = 'Thank you for applying!';
export const CONFIRMATION_TEXT = 'We will review your application and be back in touch soon!';

export function ApplicationConfirmation({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      centered
      width={440}
      title={CONFIRMATION_TITLE}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p className="dl-amb-apply__thanks">{CONFIRMATION_TEXT}</p>
    </Modal>
  );
}
