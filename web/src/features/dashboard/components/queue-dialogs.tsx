import { Form, Input, Modal, Radio } from 'antd';
import { AMBASSADOR_TYPE_LABELS, AMBASSADOR_TYPES, approveApplicationInput, type AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import { moderationReasonInput } from '@decorlook/domain/moderation/moderation.rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { schemaRule } from '../../../lib/forms/schema-rules';
import type { QueueDecision, QueueItem } from '../api/moderation';
import { nameOf } from './queue-row';

/** A decision that needs more than a click: a reason, a type, or a confirmation. */
export type Pending = { item: QueueItem; action: 'reject' | 'dismiss' | 'takeDown' | 'approveApplication' | 'acceptNotice' };

interface DialogProps {
  pending: Pending | null;
  busy: boolean;
  onDecide(decision: QueueDecision): void;
  onClose(): void;
}

/** Who reads the reason, so the admin words it for them. */
const REASON_READERS: Partial<Record<QueueItem['kind'], string>> = {
  image: 'The owner sees this reason.',
  product: 'The owner sees this reason.',
  lookBoard: 'The owner sees this reason.',
  report: 'Kept with the decision for the record.',
  takedownNotice: 'The claimant receives this reason by email.',
  creditClaim: 'The claimant receives this reason by email.',
  business: 'The member sees this reason.',
  ambassadorApplication: 'The applicant receives this reason by email.',
};

function ReasonField({ extra, placeholder }: { extra?: string; placeholder?: string }) {
  return (
    <Form.Item name="reason" label="Reason" extra={extra} rules={[schemaRule(moderationReasonInput, 'reason')]}>
      <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} placeholder={placeholder} />
    </Form.Item>
  );
}

/** Reject or dismiss: a reason is required (moderationReasonInput), the same rule the server holds. */
function ReasonDialog({ pending, busy, onDecide, onClose }: DialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const action = pending?.action === 'dismiss' ? 'dismiss' : 'reject';
  const open = pending !== null && (pending.action === 'reject' || pending.action === 'dismiss');
  const title = !pending ? '' : action === 'dismiss' ? `Dismiss the reports on “${nameOf(pending.item)}”?` : `Reject “${nameOf(pending.item)}”?`;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      okText={action === 'dismiss' ? 'Dismiss' : 'Reject'}
      okButtonProps={{ danger: action === 'reject', loading: busy }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      {action === 'dismiss' && <p>The image stays up and its open reports are closed.</p>}
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => pending && onDecide({ item: pending.item, action, reason })}>
        <ReasonField extra={pending ? REASON_READERS[pending.item.kind] : undefined} placeholder={action === 'dismiss' ? 'For example: the photo is the member’s own and nothing in it breaks the guidelines' : undefined} />
      </Form>
    </Modal>
  );
}

/** Spec 2.3's confirmation dialog (Cancel, Confirm) around taking content down, with the reason it needs. */
function TakeDownDialog({ pending, busy, onDecide, onClose }: DialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const open = pending?.action === 'takeDown';
  return (
    <ConfirmDialog open={open} title={pending ? `Take down “${nameOf(pending.item)}”?` : 'Take down'} danger busy={busy} onConfirm={() => form.submit()} onCancel={onClose}>
      <p>It disappears at once from every page, list and search. You can restore it from the Taken down list.</p>
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => pending && onDecide({ item: pending.item, action: 'takeDown', reason })}>
        <ReasonField extra={pending ? REASON_READERS[pending.item.kind] : undefined} />
      </Form>
    </ConfirmDialog>
  );
}

/** Accepting a takedown notice takes the image down: confirmed first, like any take-down. */
function AcceptNoticeDialog({ pending, busy, onDecide, onClose }: DialogProps) {
  return (
    <ConfirmDialog
      open={pending?.action === 'acceptNotice'}
      title={pending ? `Accept the takedown notice “${nameOf(pending.item)}”?` : 'Accept'}
      danger
      busy={busy}
      onConfirm={() => pending && onDecide({ item: pending.item, action: 'approve' })}
      onCancel={onClose}
    >
      <p>The image is taken down at once and the claimant is told by email. You can restore it from the Taken down list.</p>
    </ConfirmDialog>
  );
}

/** Approving an ambassador application names the kind of ambassador. */
function ApproveApplicationDialog({ pending, busy, onDecide, onClose }: DialogProps) {
  const [form] = Form.useForm<{ ambassadorType: AmbassadorType }>();
  return (
    <Modal
      open={pending?.action === 'approveApplication'}
      title={pending ? `Approve ${nameOf(pending.item)}?` : 'Approve'}
      onCancel={onClose}
      okText="Approve"
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      destroyOnHidden
      centered
      width={480}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={({ ambassadorType }) => pending && onDecide({ item: pending.item, action: 'approve', ambassadorType })}
      >
        <Form.Item name="ambassadorType" label="Ambassador type" rules={[schemaRule(approveApplicationInput, 'ambassadorType')]}>
          <Radio.Group className="dash-review__types" options={AMBASSADOR_TYPES.map((type) => ({ value: type, label: AMBASSADOR_TYPE_LABELS[type] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function QueueDialogs(props: DialogProps) {
  return (
    <>
      <ReasonDialog {...props} />
      <TakeDownDialog {...props} />
      <AcceptNoticeDialog {...props} />
      <ApproveApplicationDialog {...props} />
    </>
  );
}
