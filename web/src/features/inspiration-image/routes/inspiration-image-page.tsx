import { Button, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { LookBoardCard, LookBoardCardSkeleton } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths, REPORT_QUERY_KEY } from '../../../config/paths';
import { useCanonicalPath } from '../../../lib/use-canonical-path';
import { ApiError } from '../../../lib/api-client';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useSession } from '../../../lib/session/use-session';
import type { ImageView as InspirationImage } from '@decorlook/domain/catalog/catalog.views';
import { imageLookBoardsQuery, imageQuery, similarImagesQuery } from '../../../lib/queries/images';
import { shopTheLookQuery } from '../../../lib/queries/products';
import { entriesOf } from '../components/enum-names';
import { IMAGE_TYPE_LABELS } from '../../../components/image-fields';
import { ImageBudgets } from '../components/budgets-section';
import { ImageLikeButton } from '../components/like-button';
import { OwnerPanel, StatusBadge } from '../components/owner-panel';
import { LookProductCard, SimilarImageCard } from '../components/related-cards';
import './inspiration-image-page.css';

/** The look boards and similar pictures the page shows below the picture. */
const IMAGE_BOARDS_SIZE = 4;
const SIMILAR_IMAGES_SIZE = 8;

const isId = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The host a source link points at, shown instead of the whole address. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A merged image answers 301 with its new address (api.md). */
function movedTo(error: unknown): { id: number; slug: string } | null {
  if (!(error instanceof ApiError) || error.status !== 301) return null;
  const result = (error.data as { result?: { id?: unknown; slug?: unknown } } | undefined)?.result;
  return typeof result?.id === 'number' && typeof result.slug === 'string' ? { id: result.id, slug: result.slug } : null;
}

/** /inspiration-image/{imageId}/{imageSlug}: the picture, who shared it, its style and where to shop it. */
export function InspirationImagePage() {
  const { imageId, imageSlug } = useParams();
  if (!isId(imageId)) return <NotFoundPage />;
  return <ImageDetails key={imageId} id={Number(imageId)} slug={imageSlug ?? ''} />;
}

function ImageDetails({ id, slug }: { id: number; slug: string }) {
  const query = useQuery(imageQuery(id));
  const image = query.data;
  const moved = movedTo(query.error);

  // The address names the image's current slug; an old or mistyped one is replaced, not kept.
  const target = image ? { id: image.id, slug: image.slug } : moved;
  useCanonicalPath(target && (target.slug !== slug || target.id !== id) ? buildPath(paths.inspirationImage, { imageId: target.id, imageSlug: target.slug }) : null);

  if (query.error && !moved) return <LoadFailedPage title="Inspiration Image" what="this image" error={query.error} onRetry={() => void query.refetch()} />;
  if (!image) return <ImageSkeleton />;
  return <ImageView image={image} />;
}

function ImageSkeleton() {
  return (
    <div className="dl-wide-page dl-image-page" role="status" aria-label="Loading">
      <PageTitle title="Inspiration Image" />
      <div className="dl-image-page__layout">
        <div className="dl-image-page__figure dl-image-page__figure--placeholder" />
        <div className="dl-image-page__aside">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    </div>
  );
}

function ImageView({ image }: { image: InspirationImage }) {
  const navigate = useNavigate();
  const session = useSession();
  const isOwner = session.status === 'signedIn' && session.user.id === image.ownerId;
  const styles = entriesOf(useEnum('styles'), image.styles);
  const subStyles = entriesOf(useEnum('subStyles'), image.subStyles);
  const [roomType] = entriesOf(useEnum('roomTypes'), image.roomTypeId ? [image.roomTypeId] : []);
  const colorGroups = entriesOf(useEnum('colors'), image.colorsGroup);
  const owner = { avatar: image.owner.avatar, displayName: image.owner.displayName, email: '', firstName: null, lastName: null };

  return (
    <article className="dl-wide-page dl-image-page" aria-labelledby="page-title">
      <PageTitle title={image.title} />
      <meta name="description" content={image.description ?? `${image.title}: an interior inspiration image on DecorLook.`} />
      <nav className="dl-crumbs" aria-label="Breadcrumb">
        <Link to={paths.getTheLook}>Get the Look</Link>
        <span aria-hidden="true">/</span>
        <span>{roomType?.name ?? IMAGE_TYPE_LABELS[image.type]}</span>
      </nav>
      <div className="dl-image-page__layout">
        <figure className="dl-image-page__figure">
          <MediaImage
            media={image.media}
            alt={image.title}
            width={image.width}
            height={image.height}
            eager
            sizes="(max-width: 1023px) 100vw, 62vw"
            className="dl-image-page__picture"
            style={{ objectFit: 'contain' }}
          />
          {(image.credit || image.sourceUrl || image.creditedOwner) && (
            <figcaption className="dl-image-page__credit">
              {/* A credit claim an admin approved: the image is credited to that member (open or exclusive, per the terms). */}
              {image.creditedOwner && (
                <span>
                  Credit: <Link to={buildPath(paths.getTheLookUserDetails, { userId: String(image.creditedOwner.userId) })}>{image.creditedOwner.displayName}</Link>
                  {image.creditedOwner.permission === 'exclusive' ? ' (exclusive)' : ''}
                </span>
              )}
              {image.credit && <span>Photo: {image.credit}</span>}
              {image.sourceUrl && (
                <a href={image.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
                  Source: {hostOf(image.sourceUrl)}
                </a>
              )}
            </figcaption>
          )}
        </figure>

        <div className="dl-image-page__aside">
          <header className="dl-image-page__head">
            <div className="dl-image-page__eyebrow">
              {styles.length > 0 && <p className="dl-eyebrow dl-image-page__kicker">{styles.map((s) => s.name).join(' · ')}</p>}
              {isOwner && <StatusBadge status={image.status} />}
            </div>
            <h1 id="page-title" className="dl-image-page__title">
              {image.title}
            </h1>
            <div className="dl-image-page__owner">
              <UserAvatar user={owner} size={40} />
              <div>
                <span className="dl-image-page__owner-name">{image.owner.displayName}</span>
                <span className="dl-image-page__date">Shared {dateFormat.format(new Date(image.createdAt))}</span>
              </div>
            </div>
          </header>
          <div className="dl-image-page__actions">
            <ImageLikeButton imageId={image.id} isLiked={image.isLiked} likesCount={image.likesCount} />
            {/* The app opens the report modal (and asks visitors to sign in first) from this key. */}
            {!isOwner && (
              <Button size="large" shape="round" onClick={() => navigate({ search: `?${REPORT_QUERY_KEY}=${image.id}` }, { preventScrollReset: true })}>
                Report
              </Button>
            )}
          </div>
          {image.description && <p className="dl-image-page__description">{image.description}</p>}

          {(styles.length > 0 || subStyles.length > 0 || roomType) && (
            <section className="dl-image-page__section" aria-labelledby="image-style-title">
              <h2 id="image-style-title" className="dl-image-page__label">
                Style &amp; room
              </h2>
              <ul className="dl-image-page__tags">
                {styles.map((entry) => (
                  <li key={`style-${entry.id}`}>
                    <Tag className="dl-image-tag dl-image-tag--style">{entry.name}</Tag>
                  </li>
                ))}
                {subStyles.map((entry) => (
                  <li key={`sub-${entry.id}`}>
                    <Tag className="dl-image-tag">{entry.name}</Tag>
                  </li>
                ))}
                {roomType && (
                  <li>
                    <Tag className="dl-image-tag dl-image-tag--room">{roomType.name}</Tag>
                  </li>
                )}
              </ul>
            </section>
          )}

          {image.palette.length > 0 && (
            <section className="dl-image-page__section" aria-labelledby="image-palette-title">
              <h2 id="image-palette-title" className="dl-image-page__label">
                Colour palette
              </h2>
              <ul className="dl-image-palette">
                {image.palette.map((hex) => (
                  <li key={hex} className="dl-image-palette__swatch">
                    <span className="dl-image-palette__chip" style={{ background: hex }} />
                    <span className="dl-image-palette__hex">{hex.toUpperCase()}</span>
                  </li>
                ))}
              </ul>
              {colorGroups.length > 0 && <p className="dl-image-page__groups">Tones: {colorGroups.map((c) => c.name).join(', ')}</p>}
            </section>
          )}
          {isOwner && <OwnerPanel image={image} />}
        </div>
      </div>

      <ShopTheLook imageId={image.id} />
      <ImageBudgets imageId={image.id} />
      <ImageLookBoards image={image} />
      <SimilarImages imageId={image.id} />
    </article>
  );
}

function ShopTheLook({ imageId }: { imageId: number }) {
  const query = useQuery(shopTheLookQuery(imageId));
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section className="dl-image-page__band" aria-labelledby="shop-the-look-title">
      <div className="dl-image-page__band-head">
        <p className="dl-eyebrow dl-image-page__kicker">Matched to this picture</p>
        <h2 id="shop-the-look-title" className="dl-section-title dl-image-page__heading">
          Shop the Look
        </h2>
      </div>
      {query.data ? (
        <ul className="dl-shop-grid dl-image-look-products">
          {query.data.map((product) => (
            <LookProductCard key={product.id} product={product} />
          ))}
        </ul>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </section>
  );
}

/** The look boards curated from this picture, with the ways to see more, mix them, or make another. */
function ImageLookBoards({ image }: { image: InspirationImage }) {
  const query = useQuery({ ...imageLookBoardsQuery(image.id, IMAGE_BOARDS_SIZE), staleTime: 60_000 });
  if (query.isError) return null;
  const boards = query.data ?? [];
  const params = { imageId: image.id, imgSlug: image.slug, imageSlug: image.slug };
  return (
    <section className="dl-image-page__band" aria-labelledby="image-boards-title">
      <div className="dl-image-page__band-head">
        <p className="dl-eyebrow dl-image-page__kicker">Recreated by decor lovers</p>
        <h2 id="image-boards-title" className="dl-section-title dl-image-page__heading">
          Look boards
        </h2>
      </div>
      {!query.data ? (
        <LookBoardCardSkeleton count={4} />
      ) : boards.length === 0 ? (
        <p className="dl-image-page__empty">
          No look board recreates this room yet. <Link to={buildPath(paths.curateTheLook)}>Curate the first one</Link>.
        </p>
      ) : (
        <>
          <ul className="dl-board-grid">
            {boards.map((board) => (
              <LookBoardCard key={board.id} board={board} />
            ))}
          </ul>
          <p className="dl-image-page__more">
            <Link to={buildPath(paths.lookBoardViewDetails, params)}>See every look board of this room</Link>
            {boards.length > 1 && <Link to={buildPath(paths.mixMatchDetails, params)}>Mix &amp; match their pieces</Link>}
          </p>
        </>
      )}
    </section>
  );
}

function SimilarImages({ imageId }: { imageId: number }) {
  const query = useQuery({ ...similarImagesQuery(imageId, SIMILAR_IMAGES_SIZE), staleTime: 5 * 60_000 });
  const images = query.data?.filter((image) => image.id !== imageId) ?? [];
  if (query.isError || (query.data && images.length === 0)) return null;
  return (
    <section className="dl-image-page__band" aria-labelledby="similar-images-title">
      <div className="dl-image-page__band-head">
        <p className="dl-eyebrow dl-image-page__kicker">Keep exploring</p>
        <h2 id="similar-images-title" className="dl-section-title dl-image-page__heading">
          Similar images
        </h2>
      </div>
      {query.data ? (
        <ul className="dl-image-similar-images">
          {images.map((image) => (
            <SimilarImageCard key={image.id} image={image} />
          ))}
        </ul>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </section>
  );
}
