import { useState } from 'react';
import { Alert, Button, Radio, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ImagePermissions, ModerationStatus } from '@decorlook/domain/catalog/catalog.rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSetImagePermissions } from '../api/edit-image';
import type { ImageView as InspirationImage } from '@decorlook/domain/catalog/catalog.views';
import { useRemoveImage } from '../api/remove-image';
import { ImageEditModal } from './image-edit-modal';

export const STATUS_LABELS: Record<ModerationStatus, string> = { pending: 'Pending review', rejected: 'Rejected', approved: 'Published' };
const STATUS_CLASSES: Record<ModerationStatus, string> = { pending: 'dl-status dl-status--pending', rejected: 'dl-status dl-status--rejected', approved: 'dl-status dl-status--published' };

export function StatusBadge({ status }: { status: ModerationStatus }) {
  return <Tag className={STATUS_CLASSES[status]}>{STATUS_LABELS[status]}</Tag>;
}

/** The terms' two ways of claiming a picture (spec 1: "Images can be claimed as open or exclusive"). */
const PERMISSION_OPTIONS: { value: ImagePermissions; label: string; hint: string }[] = [
  { value: 'open', label: 'Open', hint: 'Anyone may feature it in look boards, always with your credit.' },
  { value: 'exclusive', label: 'Exclusive', hint: 'You claim it as your own work; it is shown only as you posted it.' },
];

/** What only the owner sees: the review status, editing, deleting and the picture's permissions. */
export function OwnerPanel({ image }: { image: InspirationImage }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveImage(image.id);
  const permissions = useSetImagePermissions(image.id);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Your image was deleted');
        navigate(paths.dashboardImages, { replace: true });
      },
    });

  return (
    <section className="dl-image-owner-panel" aria-labelledby="owner-panel-title">
      <header className="dl-image-owner-panel__head">
        <h2 id="owner-panel-title" className="dl-image-owner-panel__title">
          Manage your image
        </h2>
      </header>
      {image.status === 'pending' && <p className="dl-image-owner-panel__note">Our editors review every image before it appears in the gallery. This usually takes a day.</p>}
      {image.status === 'rejected' && (
        <Alert type="error" showIcon title="This image was not approved" description={image.rejectionReason ?? 'No reason was given.'} className="dl-image-owner-panel__alert" />
      )}
      <fieldset className="dl-image-owner-panel__permissions">
        <legend>Permissions</legend>
        <Radio.Group
          value={image.permissions ?? undefined}
          disabled={permissions.isPending}
          onChange={(event) => permissions.mutate(event.target.value as ImagePermissions)}
          className="dl-image-owner-panel__radios"
        >
          {PERMISSION_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value}>
              <strong>{option.label}</strong>
              <span className="dl-image-owner-panel__hint">{option.hint}</span>
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <div className="dl-image-owner-panel__actions">
        <Button onClick={() => setEditing(true)}>Edit Details</Button>
        <Button danger onClick={() => setConfirming(true)}>
          Delete Image
        </Button>
      </div>
      <ImageEditModal image={image} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog open={confirming} title="Delete this image?" confirmLabel="Delete" danger busy={remove.isPending} onConfirm={onDelete} onCancel={() => setConfirming(false)}>
        <p>“{image.title}” will be removed from the gallery and from your images. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
