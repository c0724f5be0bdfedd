import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { withAuthModal } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { useLikeProduct } from '../api/like-product';
import { HeartIcon } from '../../../components/heart-icon';

/** Save the product to one's likes; a visitor is offered sign-in instead. */
export function ProductLikeButton({ productId, isLiked, likesCount }: { productId: number; isLiked: boolean; likesCount: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const like = useLikeProduct(productId);
  const onClick = () => {
    if (session.status !== 'signedIn') navigate({ search: withAuthModal(location.search, 'sign-in') });
    else like.mutate(!isLiked);
  };
  return (
    <Button
      className={`dl-product-like${isLiked ? ' is-liked' : ''}`}
      size="large"
      icon={<HeartIcon filled={isLiked} />}
      aria-pressed={isLiked}
      loading={like.isPending}
      onClick={onClick}
    >
      {isLiked ? 'Saved' : 'Save'}
      <span className="dl-product-like__count">
        {likesCount}
        <span className="dl-visually-hidden"> {likesCount === 1 ? 'like' : 'likes'}</span>
      </span>
    </Button>
  );
}
