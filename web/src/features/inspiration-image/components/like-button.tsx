import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { withAuthModal } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { useLikeImage } from '../../../lib/queries/images';
import { HeartIcon } from '../../../components/heart-icon';

/** Like with its count; a visitor is offered sign-in instead (likes need an account, spec 6). */
export function ImageLikeButton({ imageId, isLiked, likesCount }: { imageId: number; isLiked: boolean; likesCount: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const like = useLikeImage();
  const onClick = () => {
    if (session.status !== 'signedIn') {
      navigate({ search: withAuthModal(location.search, 'sign-in') });
      return;
    }
    like.mutate({ id: imageId, isLiked: !isLiked });
  };
  return (
    <Button
      className={`dl-image-like${isLiked ? ' is-liked' : ''}`}
      size="large"
      shape="round"
      icon={<HeartIcon filled={isLiked} />}
      aria-pressed={isLiked}
      loading={like.isPending}
      onClick={onClick}
    >
      <span>{isLiked ? 'Liked' : 'Like'}</span>
      <span className="dl-action-count">
        {likesCount}
        <span className="dl-visually-hidden"> {likesCount === 1 ? 'like' : 'likes'}</span>
      </span>
    </Button>
  );
}
