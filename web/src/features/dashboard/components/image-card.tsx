import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { ModerationStatus } from '@decorlook/domain/catalog/catalog.rules';
import { MediaImage } from '../../../components/media-image';
import { buildPath, paths } from '../../../config/paths';

export const STATUS_LABELS: Record<ModerationStatus, string> = { pending: 'Pending review', rejected: 'Rejected', approved: 'Published' };

/** A picture in a dashboard list; on "my" it carries its review status (and a rejection's reason). */
export function ImageCard({ image, showStatus, eager }: { image: ImageView; showStatus: boolean; eager?: boolean }) {
  return (
    <li className="dash-image-card" data-testid="image-card">
      <Link to={buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug })} className="dash-image-card__link">
        <span className="dash-image-card__media">
          <MediaImage media={image.media} alt="" largest="medium" sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px" width={4} height={3} eager={eager} />
          {showStatus && <Tag className={`dl-status dl-status--${image.status} dash-image-card__status`}>{STATUS_LABELS[image.status]}</Tag>}
        </span>
        <span className="dash-image-card__title">{image.title}</span>
        <span className="dash-image-card__meta">
          {image.likesCount} {image.likesCount === 1 ? 'like' : 'likes'}
          {!showStatus && ` · ${image.owner.displayName}`}
        </span>
      </Link>
      {showStatus && image.status === 'rejected' && image.rejectionReason && <p className="dash-image-card__reason">Reason: {image.rejectionReason}</p>}
    </li>
  );
}
