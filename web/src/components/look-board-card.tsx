import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { buildPath, paths } from '../config/paths';
import { MediaImage } from './media-image';
import './look-board-card.css';

/** A look board's page (the slug is optional in the route; the page corrects a stale one). */
export const lookBoardPath = (board: Pick<LookBoardView, 'id' | 'slug'>) => buildPath(paths.lookBoard, { lookBoardId: board.id, lookBoardSlug: board.slug || undefined });

type Preview = LookBoardView['productsPreview'][number];

/** At most four pieces show; a fifth and more are counted on the last one. */
const COLLAGE_CELLS = 4;

/** The board's products on its banner colour: one, two side by side, one tall beside two, or four. */
export function BoardCollage({ products, color, eager = false }: { products: readonly Preview[]; color: string; eager?: boolean }) {
  const shown = products.slice(0, COLLAGE_CELLS);
  const more = products.length - shown.length;
  return (
    <span className={`dl-board-collage dl-board-collage--${Math.max(1, shown.length)}`} style={{ '--board-color': color } as CSSProperties} aria-hidden>
      {shown.length === 0 && <span className="dl-board-collage__empty">No products yet</span>}
      {shown.map((product, index) => (
        <span key={product.id} className={`dl-board-collage__cell${product.approval === 'rejected' ? ' is-rejected' : ''}`}>
          <MediaImage media={product.media} alt="" largest="medium" sizes="(max-width: 767px) 45vw, 220px" eager={eager && index < 2} style={{ height: '100%', objectFit: 'contain' }} />
          {more > 0 && index === shown.length - 1 && <span className="dl-board-collage__more">+{more}</span>}
        </span>
      ))}
    </span>
  );
}

export function HeartGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" fill="currentColor" />
    </svg>
  );
}

export function VoteGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M7 10v10H4V10zM7 10l4-7c1.7 0 2.6 1.2 2.2 2.8L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7" />
    </svg>
  );
}

export function StarGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z" fill="currentColor" />
    </svg>
  );
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Likes, votes and the average rating, in words for screen readers and as glyphs for the eye. */
export function BoardStats({ board, ownRating = null }: { board: Pick<LookBoardView, 'likesCount' | 'votesCount' | 'rating' | 'ratingsCount'>; ownRating?: number | null }) {
  const rating = board.rating !== null && board.ratingsCount > 0 ? Math.round(board.rating * 10) / 10 : null;
  // A rating of the caller's own that the public average does not hold (a requester's rating of a recommendation).
  const ratingTitle = rating !== null ? `Rated ${rating} out of 5` : ownRating ? `You rated it ${ownRating}; no one else has rated it yet` : 'No ratings yet';
  return (
    <span className="dl-board-stats">
      <span className="dl-board-stats__item dl-board-stats__item--likes" title={plural(board.likesCount, 'like', 'likes')}>
        <HeartGlyph />
        <span aria-hidden>{board.likesCount}</span>
        <span className="dl-visually-hidden">{plural(board.likesCount, 'like', 'likes')}</span>
      </span>
      <span className="dl-board-stats__item dl-board-stats__item--votes" title={plural(board.votesCount, 'vote', 'votes')}>
        <VoteGlyph />
        <span aria-hidden>{board.votesCount}</span>
        <span className="dl-visually-hidden">{plural(board.votesCount, 'vote', 'votes')}</span>
      </span>
      <span className="dl-board-stats__item dl-board-stats__item--rating" title={ratingTitle}>
        <StarGlyph />
        <span aria-hidden>{rating !== null ? rating.toFixed(1) : ownRating ? String(ownRating) : '–'}</span>
        <span className="dl-visually-hidden">{rating !== null ? `Rated ${rating} out of 5 by ${plural(board.ratingsCount, 'person', 'people')}` : ratingTitle}</span>
      </span>
    </span>
  );
}

interface CardProps {
  board: LookBoardView;
  /** Where the card leads; the board's own page unless said otherwise. */
  to?: string;
  eager?: boolean;
  /** Shown over the collage's corner (a dashboard's status). */
  badge?: ReactNode;
  /** Shown under the card's text (a dashboard's stages and actions). */
  children?: ReactNode;
  /** The caller's own rating where the public average does not count it (a requester's rating of a recommendation). */
  ownRating?: number | null;
}

/** A look board in a list: its collage on the banner colour, title, owner and how it was received. */
export function LookBoardCard({ board, to, eager = false, badge, children, ownRating = null }: CardProps) {
  return (
    <li className="dl-board-card" data-testid="look-board-card">
      <Link to={to ?? lookBoardPath(board)} className="dl-board-card__link">
        <span className="dl-board-card__media">
          <BoardCollage products={board.productsPreview} color={board.color} eager={eager} />
          {badge && <span className="dl-board-card__badge">{badge}</span>}
        </span>
        <span className="dl-board-card__title">{board.title}</span>
        <span className="dl-board-card__owner">by {board.owner.displayName}</span>
      </Link>
      <BoardStats board={board} ownRating={ownRating} />
      {children}
    </li>
  );
}

/** Reserved boxes while a list of boards loads. */
export function LookBoardCardSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="dl-board-grid" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="dl-board-card dl-board-card--skeleton">
          <span className="dl-board-skeleton dl-board-skeleton--media" />
          <span className="dl-board-skeleton dl-board-skeleton--line" />
          <span className="dl-board-skeleton dl-board-skeleton--line dl-board-skeleton--short" />
        </li>
      ))}
    </ul>
  );
}
