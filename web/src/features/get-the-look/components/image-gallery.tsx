import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Empty } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { MediaImage } from '../../../components/media-image';
import { withAuthModal } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useSession } from '../../../lib/session/use-session';
import { useLikeImage } from '../../../lib/queries/images';
import { flattenPages, reachedVisitorCap, type Page, type PagingRule } from '../../../lib/queries/paging';
import { HeartIcon } from './gallery-icons';
import { LoadMore } from './load-more';
import { VisitorCap } from './visitor-cap';

/** A picture's proportions, kept within what a justified row can show well. */
const ratioOf = (image: Pick<ImageView, 'width' | 'height'>) => Math.min(2, Math.max(0.62, image.width / Math.max(1, image.height)));

/** Rendered width of a tile: about a quarter of a wide screen, half of a phone's. */
const TILE_SIZES = '(max-width: 767px) 60vw, (max-width: 1439px) 40vw, 30vw';

/**
 * The tile's style badge: the style the gallery is filtered by when the image has it, else its
 * first; "+N" says it has more (all of them named for screen readers and on hover).
 */
export function styleBadge(imageStyles: readonly number[], names: Readonly<Record<string, { name: string } | undefined>> | undefined, filtered: number | null = null) {
  const all = imageStyles.map((id) => ({ id, name: names?.[String(id)]?.name })).filter((s): s is { id: number; name: string } => Boolean(s.name));
  if (all.length === 0) return null;
  const lead = all.find((s) => s.id === filtered) ?? all[0];
  return { label: lead.name, more: all.length - 1, all: [lead, ...all.filter((s) => s !== lead)].map((s) => s.name).join(', ') };
}

export function ImageTile({ image, to, eager = false, filteredStyle = null }: { image: ImageView; to: string; eager?: boolean; filteredStyle?: number | null }) {
  const styles = useEnum('styles');
  const badge = styleBadge(image.styles, styles, filteredStyle);
  return (
    <li className="gtl-tile" style={{ '--ratio': ratioOf(image) } as CSSProperties}>
      <Link to={to} className="gtl-tile__link" data-testid="image-card">
        <MediaImage
          media={image.media}
          alt=""
          width={image.width}
          height={image.height}
          sizes={TILE_SIZES}
          eager={eager}
          className="gtl-tile__img"
          style={{ aspectRatio: String(ratioOf(image)), height: '100%' }}
        />
        {badge && (
          <span className="gtl-tile__tag" title={badge.all}>
            <span aria-hidden={badge.more > 0}>
              {badge.label}
              {badge.more > 0 && ` +${badge.more}`}
            </span>
            {badge.more > 0 && <span className="dl-visually-hidden">{badge.all}</span>}
          </span>
        )}{' '}
        <span className="gtl-tile__caption">
          <span className="gtl-tile__title">{image.title}</span>{' '}
          <span className="gtl-tile__likes">
            <HeartIcon />
            {image.likesCount}
            <span className="dl-visually-hidden">{image.likesCount === 1 ? ' like' : ' likes'}</span>
          </span>
        </span>
      </Link>
      <LikeToggle image={image} />
    </li>
  );
}

/** Like from the gallery: visitors are offered sign-in; the heart fills once the server confirms. */
function LikeToggle({ image }: { image: ImageView }) {
  const session = useSession();
  const like = useLikeImage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onClick = () => {
    if (session.status !== 'signedIn') return navigate({ pathname, search: withAuthModal(search, 'sign-in') });
    like.mutate({ id: image.id, isLiked: !image.isLiked });
  };
  return (
    <button
      type="button"
      className={`gtl-tile__like${image.isLiked ? ' gtl-tile__like--on' : ''}`}
      aria-label={`${image.isLiked ? 'Unlike' : 'Like'} ${image.title}`}
      aria-pressed={image.isLiked}
      disabled={like.isPending}
      onClick={onClick}
    >
      <HeartIcon />
    </button>
  );
}

const SKELETON_RATIOS = [1.5, 0.8, 1.33, 1, 0.75, 1.6, 1.2, 0.9, 1.4, 1.1, 0.8, 1.5];

export function GallerySkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className="gtl-justified" aria-hidden>
      {SKELETON_RATIOS.slice(0, count).map((ratio, index) => (
        <li key={index} className="gtl-tile gtl-tile--skeleton" style={{ '--ratio': ratio } as CSSProperties}>
          <span className="gtl-skeleton" style={{ aspectRatio: String(ratio) }} />
        </li>
      ))}
    </ul>
  );
}

interface GalleryProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<ImageView>, unknown>>;
  rule: PagingRule;
  /** Where a card leads (the image page, or Shop the Look's details). */
  linkFor(image: ImageView): string;
  label: string;
  /** Shown under "nothing found" (a button that clears the filters). */
  emptyAction?: ReactNode;
  /** The style the gallery is filtered by: the tiles' badges name it first. */
  filteredStyle?: number | null;
}

/** Images as a justified grid: rows of equal height in reading order, paged as the visitor scrolls. */
export function ImageGallery({ query, rule, linkFor, label, emptyAction, filteredStyle = null }: GalleryProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading looks">
        <GallerySkeleton />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load these looks"
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  const pages = query.data.pages;
  const images = flattenPages(pages);
  if (images.length === 0) {
    return (
      <Empty className="gtl-empty" description="No looks match these filters yet. Try another style or colour.">
        {emptyAction}
      </Empty>
    );
  }
  const capped = reachedVisitorCap(pages, rule);
  return (
    <>
      <ul className="gtl-justified" aria-label={label} data-testid="image-gallery">
        {images.map((image, index) => (
          <ImageTile key={image.id} image={image} to={linkFor(image)} eager={index < 4} filteredStyle={filteredStyle} />
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <Alert className="gtl-page-error" type="error" showIcon title="More looks could not be loaded." action={<Button onClick={() => void query.fetchNextPage()}>Try again</Button>} />
      )}
      <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} busy={query.isFetching} onLoad={() => void query.fetchNextPage()} label="Show more looks" />
      {capped ? <VisitorCap noun="looks" /> : !query.hasNextPage && images.length > rule.pageSize && <p className="gtl-end">You have seen every look here.</p>}
    </>
  );
}
