import { Rate } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { StarInput } from '../../../components/star-input';
import { withAuthModal } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { useRateProduct } from '../api/rate-product';

/** "4.5" with one decimal; whole numbers stay whole ("4"). */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });
}

export const ratingsLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;

/** The average of every rating as stars (to the half) with the number and how many rated. */
export function RatingSummary({ rating, ratingsCount }: { rating: number | null; ratingsCount: number }) {
  if (rating === null || ratingsCount === 0) {
    return (
      <div className="dl-product-rating" data-testid="rating-summary">
        <Rate disabled value={0} className="dl-product-rating__stars" aria-hidden="true" />
        <span className="dl-product-rating__empty">No ratings yet</span>
      </div>
    );
  }
  return (
    <div className="dl-product-rating" data-testid="rating-summary">
      <Rate disabled allowHalf value={Math.round(rating * 2) / 2} className="dl-product-rating__stars" aria-hidden="true" />
      <span className="dl-product-rating__value">
        <span className="dl-visually-hidden">Rated </span>
        {formatRating(rating)}
        <span className="dl-visually-hidden"> out of 5</span>
      </span>
      <span className="dl-product-rating__count">({ratingsLabel(ratingsCount)})</span>
    </div>
  );
}

/** A signed-in person rates 1 to 5 and may change it; a visitor is offered sign-in. */
export function YourRating({ productId, myRate }: { productId: number; myRate: number | null }) {
  const session = useSession();
  const location = useLocation();
  const rate = useRateProduct(productId);
  if (session.status !== 'signedIn') {
    return (
      <p className="dl-product-your-rating">
        <Link to={{ search: withAuthModal(location.search, 'sign-in') }}>Sign in to rate this product</Link>
      </p>
    );
  }
  return (
    <div className="dl-product-your-rating">
      <span id={`your-rating-${productId}`} className="dl-product-your-rating__label">
        {myRate ? 'Your rating' : 'Rate this product'}
      </span>
      <StarInput value={myRate} disabled={rate.isPending} labelledBy={`your-rating-${productId}`} onChange={(value) => value !== myRate && rate.mutate(value)} />
    </div>
  );
}
