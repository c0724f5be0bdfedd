import { Button, Modal } from 'antd';

/** Spec 2.3: the modal's text, word for word (the spelling is the spec's). */
export const UNDER_CONSTRUCTION_TEXT = 'Ths feature is under construction';

interface Props {
  open: boolean;
  onClose(): void;
  /** What the person tried to use, as the dialog's title (the text itself never changes). */
  feature?: string;
}

/**
 * Shown where a tool is announced but not built yet, so the button answers instead of doing
 * nothing. Any feature may open it.
 */
export function UnderConstructionModal({ open, onClose, feature }: Props) {
  // Unmounted when closed: nothing of it stays in the page (or in the pre-rendered markup).
  if (!open) return null;
  return (
    <Modal
      open
      centered
      title={feature ?? 'Coming soon'}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      <p className="dl-under-construction" role="status">
        {UNDER_CONSTRUCTION_TEXT}
      </p>
    </Modal>
  );
}
