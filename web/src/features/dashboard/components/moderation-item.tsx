import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { MediaImage } from '../../../components/media-image';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths } from '../../../config/paths';
import type { ModerationItem } from '../api/moderation';

const KIND_NAMES: Record<ModerationItem['kind'], string> = { image: 'Image', product: 'Product', lookBoard: 'Look board' };
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function ModerationRow({ item, busy, onApprove, onReject }: { item: ModerationItem; busy: boolean; onApprove(): void; onReject(): void }) {
  const link =
    item.kind === 'image'
      ? buildPath(paths.inspirationImage, { imageId: item.id, imageSlug: item.slug })
      : item.kind === 'lookBoard'
        ? buildPath(paths.lookBoard, { lookBoardId: item.id, lookBoardSlug: item.slug })
        : buildPath(paths.product, { productId: item.id, productSlug: item.slug });
  const owner = { avatar: item.owner.avatar, displayName: item.owner.displayName, email: '', firstName: null, lastName: null };
  return (
    <li className="dl-moderation__item" data-testid="moderation-item">
      <Link to={link} className="dl-moderation__thumb" tabIndex={-1} aria-hidden="true">
        <MediaImage media={item.media} alt="" largest="thumb" sizes="120px" width={1} height={1} />
      </Link>
      <div className="dl-moderation__body">
        <Tag className="dl-moderation__kind">{KIND_NAMES[item.kind]}</Tag>
        <h2 className="dl-moderation__title">
          <Link to={link}>{item.title}</Link>
        </h2>
        <p className="dl-moderation__meta">
          <UserAvatar user={owner} size={22} />
          <span>{item.owner.displayName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
        </p>
      </div>
      <div className="dl-moderation__actions">
        <Button type="primary" onClick={onApprove} loading={busy} aria-label={`Approve ${item.title}`}>
          Approve
        </Button>
        <Button danger onClick={onReject} disabled={busy} aria-label={`Reject ${item.title}`}>
          Reject
        </Button>
      </div>
    </li>
  );
}
