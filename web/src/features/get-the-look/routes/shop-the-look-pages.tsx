import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { BoardCollage, BoardStats, lookBoardPath } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { PageTitle } from '../../../components/page-title';
import { ToolOverviewModal } from '../../../components/tool-overview-modal';
import { buildPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { formatPrice } from '../../../lib/price';
import { boardProductsQuery } from '../../../lib/queries/look-boards';
import { galleryPreviewQuery, imageLookBoardsQuery, imageQuery, similarImagesQuery } from '../../../lib/queries/images';
import { productPreviewQuery } from '../../../lib/queries/products';
import { IMAGE_BOARDS_LIMIT, useImageGallery, useProductResults } from '../use-galleries';
import { ArrowIcon } from '../components/gallery-icons';
import { Crumbs, Hero, Pills, SortSelect, useQueryState } from '../components/page-parts';
import { GallerySkeleton, ImageGallery, ImageTile } from '../components/image-gallery';
import { ShopRows } from '../components/shop-rows';
import { ProductGrid, ProductResults, ProductSkeleton } from '../components/product-results';
import { IMAGE_SORT_OPTIONS, parseIdList, PRODUCT_SORT_OPTIONS, type ImageSortKey, type ProductSortKey } from '../gallery-filters';
import '../components/get-the-look.css';
import '../components/look-boards.css';

const shopDetailsPath = (image: Pick<ImageView, 'id' | 'slug'>) => buildPath(paths.shopTheLookDetails, { imageId: image.id, imgSlug: image.slug });
const imagePagePath = (image: Pick<ImageView, 'id' | 'slug'>) => buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug });

/** Three pictures side by side as an entry card's cover; reserved boxes while they load. */
function Collage({ pictures, products = false }: { pictures: { key: number; media: ImageView['media'] }[] | undefined; products?: boolean }) {
  return (
    <span className={products ? 'gtl-collage gtl-collage--products' : 'gtl-collage'} aria-hidden>
      {[0, 1, 2].map((slot) => {
        const picture = pictures?.[slot];
        return (
          <span key={slot} className="gtl-collage__cell">
            {picture ? (
              <MediaImage media={picture.media} alt="" sizes="(max-width: 767px) 60vw, 30vw" largest="medium" style={{ height: '100%', objectFit: products ? 'contain' : 'cover' }} />
            ) : (
              <span className="gtl-skeleton" />
            )}
          </span>
        );
      })}
    </span>
  );
}

/** Shop the Look: ways in (by room, by product type) and rooms ready to shop. */
export function ShopTheLookPage() {
  const rooms = useQuery(galleryPreviewQuery({ sort: 'liked', type: 'room' }, 8));
  const products = useQuery(productPreviewQuery({ sort: 'liked' }, 3));
  const { enums } = useAppConfig();
  const categories = Object.values(enums.itemClasses ?? {}).slice(0, 12);
  return (
    <div className="gtl-page">
      <PageTitle title="Shop the Look" />
      <ToolOverviewModal tool="shopTheLook" />
      <Hero eyebrow="Shop the Look" title="Shop the rooms you love" lead="Start from a room that inspires you, or go straight to the piece you are looking for." />
      <div className="gtl-entries">
        <Link className="gtl-entry" to={paths.shopTheLookRoomImages}>
          <Collage pictures={rooms.data?.slice(0, 3).map((image) => ({ key: image.id, media: image.media }))} />
          <span className="gtl-entry__body">
            <span className="gtl-entry__title">Shop by room</span>
            <span className="gtl-entry__text">Pick a living room, bedroom or kitchen and see the products that recreate it.</span>
            <span className="gtl-entry__cta">
              Browse room images <ArrowIcon />
            </span>
          </span>
        </Link>
        <Link className="gtl-entry" to={paths.shopTheLookProductType}>
          <Collage products pictures={products.data?.result.slice(0, 3).map((product) => ({ key: product.id, media: product.media }))} />
          <span className="gtl-entry__body">
            <span className="gtl-entry__title">Shop by product type</span>
            <span className="gtl-entry__text">Sofas, lamps, rugs and more, in the styles and colours you love.</span>
            <span className="gtl-entry__cta">
              Browse product types <ArrowIcon />
            </span>
          </span>
        </Link>
      </div>

      {categories.length > 0 && (
        <section className="gtl-section" aria-labelledby="shop-categories">
          <h2 id="shop-categories" className="gtl-section__title">
            Popular categories
          </h2>
          <ul className="gtl-pills">
            {categories.map((entry) => (
              <li key={entry.id}>
                <Link className="gtl-pill" to={`${paths.shopTheLookProductType}?itemClass=${entry.id}`}>
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="gtl-section" aria-labelledby="shop-rooms">
        <div className="gtl-section__head">
          <h2 id="shop-rooms" className="gtl-section__title">
            Rooms ready to shop
          </h2>
          <Link to={paths.shopTheLookRoomImages} className="gtl-section__link">
            See all rooms <ArrowIcon />
          </Link>
        </div>
        {rooms.isPending ? (
          <GallerySkeleton count={8} />
        ) : rooms.isError ? (
          <Alert type="error" showIcon title="We could not load the rooms" action={<Button onClick={() => void rooms.refetch()}>Try again</Button>} />
        ) : (
          <ul className="gtl-justified" aria-label="Rooms ready to shop">
            {rooms.data.map((image) => (
              <ImageTile key={image.id} image={image} to={shopDetailsPath(image)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Room images to shop, by room type. */
export function ShopTheLookRoomImagesPage() {
  const [params, set] = useQueryState();
  const { enums } = useAppConfig();
  const roomTypes = parseIdList(params.get('rooms'));
  const sortParam = params.get('sort');
  const sort: ImageSortKey = IMAGE_SORT_OPTIONS.some((option) => option.value === sortParam) ? (sortParam as ImageSortKey) : 'liked';
  const { query, rule } = useImageGallery({ sort, type: 'room', roomTypes });
  return (
    <div className="gtl-page">
      <PageTitle title="Shop the Look: Room Images" />
      <Crumbs items={[{ label: 'Shop the Look', to: paths.shopTheLook }, { label: 'Room images' }]} />
      <Hero eyebrow="Shop by room" title="Find a room, shop its look" lead="Open any room to see the products that best match it." />
      <div className="gtl-filters">
        <div className="gtl-filters__row gtl-filters__row--top">
          <Pills label="Room type" entries={Object.values(enums.roomTypes ?? {})} value={roomTypes} multiple onChange={(ids) => set('rooms', ids.join(','))} />
          <SortSelect label="Sort rooms" value={sort} options={IMAGE_SORT_OPTIONS} onChange={(value) => set('sort', value === 'liked' ? null : value)} />
        </div>
      </div>
      <div className={query.isPlaceholderData ? 'gtl-results is-updating' : 'gtl-results'} aria-busy={query.isFetching}>
        <ImageGallery query={query} rule={rule} linkFor={shopDetailsPath} label="Room images" emptyAction={<Button onClick={() => set('rooms', null)}>Show every room</Button>} />
      </div>
    </div>
  );
}

/** Products by item class. */
export function ShopTheLookProductTypePage() {
  const [params, set] = useQueryState();
  const { enums } = useAppConfig();
  const itemClasses = Object.values(enums.itemClasses ?? {});
  const picked = parseIdList(params.get('itemClass')).slice(0, 1);
  const sortParam = params.get('sort');
  const sort: ProductSortKey = PRODUCT_SORT_OPTIONS.some((option) => option.value === sortParam) ? (sortParam as ProductSortKey) : 'liked';
  const { query, rule } = useProductResults({ sort, itemClasses: picked });
  const name = picked.length > 0 ? enums.itemClasses?.[String(picked[0])]?.name : undefined;
  return (
    <div className="gtl-page">
      <PageTitle title={name ? `Shop the Look: ${name}` : 'Shop the Look: Product Type'} />
      <Crumbs items={[{ label: 'Shop the Look', to: paths.shopTheLook }, { label: 'Product type' }]} />
      <Hero eyebrow="Shop by product type" title={name ?? 'Every piece, by type'} lead="Pick a type of piece and compare them side by side." />
      <div className="gtl-filters">
        <div className="gtl-filters__row gtl-filters__row--top">
          <Pills label="Product type" entries={itemClasses} value={picked} multiple={false} onChange={(ids) => set('itemClass', ids.length ? String(ids[0]) : null)} />
        </div>
        <div className="gtl-filters__row gtl-filters__row--end">
          <SortSelect label="Sort products" value={sort} options={PRODUCT_SORT_OPTIONS} onChange={(value) => set('sort', value === 'liked' ? null : value)} />
        </div>
      </div>
      <div className={query.isPlaceholderData ? 'gtl-results is-updating' : 'gtl-results'} aria-busy={query.isFetching}>
        <ProductResults query={query} rule={rule} label={name ? `${name} products` : 'Products'} emptyAction={<Button onClick={() => set('itemClass', null)}>Show every type</Button>} />
      </div>
    </div>
  );
}

/** One room large, beside the products that best match it, then rooms like it. */
export function ShopTheLookDetailsPage() {
  const { imageId } = useParams();
  const id = Number(imageId);
  const valid = Number.isInteger(id) && id > 0;
  const image = useQuery({ ...imageQuery(id), enabled: valid });
  const products = useQuery({ ...productPreviewQuery({ sort: 'bestMatch', imageId: id }, 12), enabled: valid });
  const similar = useQuery({ ...similarImagesQuery(id, 8), enabled: valid });
  const { enums } = useAppConfig();

  if (!valid || (image.isError && image.error instanceof ApiError && image.error.status === 404)) {
    return (
      <section className="dl-page">
        <PageTitle title="Look not found" />
        <h1 className="dl-page__title">We could not find this look</h1>
        <p className="dl-page__lead">It may have been removed. There are many more rooms to shop.</p>
        <Link className="dl-button-link" to={paths.shopTheLookRoomImages}>
          Browse room images
        </Link>
      </section>
    );
  }

  const data = image.data;
  const styleNames = data?.styles.map((styleId) => enums.styles?.[String(styleId)]?.name).filter(Boolean) ?? [];
  const room = data?.roomTypeId ? enums.roomTypes?.[String(data.roomTypeId)]?.name : undefined;
  return (
    <div className="gtl-page">
      <PageTitle title={data ? `Shop the Look: ${data.title}` : 'Shop the Look'} />
      <Crumbs items={[{ label: 'Shop the Look', to: paths.shopTheLook }, { label: 'Room images', to: paths.shopTheLookRoomImages }, { label: data?.title ?? 'Look' }]} />
      <div className="gtl-detail">
        <div className="gtl-detail__media">
          {data ? (
            <figure className="gtl-detail__figure">
              <MediaImage media={data.media} alt={data.title} width={data.width} height={data.height} eager sizes="(max-width: 1023px) 100vw, 55vw" className="gtl-detail__img" />
              {data.palette.length > 0 && (
                <figcaption className="gtl-palette">
                  <span className="gtl-palette__label">Palette</span>
                  {data.palette.map((hex) => (
                    <span key={hex} className="gtl-palette__chip" style={{ '--chip': hex } as CSSProperties} title={hex} />
                  ))}
                </figcaption>
              )}
            </figure>
          ) : image.isError ? (
            <Alert type="error" showIcon title="We could not load this look" action={<Button onClick={() => void image.refetch()}>Try again</Button>} />
          ) : (
            <span className="gtl-skeleton gtl-detail__placeholder" role="status" aria-label="Loading" />
          )}
        </div>
        <div className="gtl-detail__info">
          <p className="dl-eyebrow">{[room, ...styleNames].filter(Boolean).join(' · ') || 'Shop the Look'}</p>
          <h1 className="gtl-hero__title">{data?.title ?? '\u00a0'}</h1>
          {data?.description && <p className="gtl-detail__text">{data.description}</p>}
          {data && (
            <p className="gtl-detail__links">
              <Link to={imagePagePath(data)}>
                See the image and its look boards <ArrowIcon />
              </Link>
            </p>
          )}
          <section aria-labelledby="best-matches" className="gtl-detail__shop">
            <h2 id="best-matches" className="gtl-section__title">
              Shop this look
            </h2>
            <p className="gtl-detail__hint">The pieces closest to this room in colour and style.</p>
            {products.isPending ? (
              <ProductSkeleton count={6} />
            ) : products.isError ? (
              <Alert type="error" showIcon title="We could not load the matching products" action={<Button onClick={() => void products.refetch()}>Try again</Button>} />
            ) : products.data.result.length === 0 ? (
              <p className="gtl-end">No matching products yet.</p>
            ) : (
              <ProductGrid products={products.data.result} label="Products that match this look" />
            )}
          </section>
        </div>
      </div>

      {valid && <RoomBoardsToShop imageId={id} image={data} />}

      <section className="gtl-section" aria-labelledby="similar-rooms">
        <h2 id="similar-rooms" className="gtl-section__title">
          Rooms like this one
        </h2>
        {similar.isPending ? (
          <GallerySkeleton count={8} />
        ) : similar.isError ? (
          <Alert type="error" showIcon title="We could not load similar rooms" action={<Button onClick={() => void similar.refetch()}>Try again</Button>} />
        ) : similar.data.length === 0 ? (
          <p className="gtl-end">No similar rooms yet.</p>
        ) : (
          <ul className="gtl-justified" aria-label="Rooms like this one">
            {similar.data.map((other) => (
              <ImageTile key={other.id} image={other} to={shopDetailsPath(other)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** How many of a room's boards are shown as lists to shop; the rest are a link away. */
const SHOPPABLE_BOARDS = 3;

function BoardToShop({ board }: { board: LookBoardView }) {
  const products = useQuery(boardProductsQuery(board));
  return (
    <article className="gtl-board-shop" aria-labelledby={`board-shop-${board.id}`} data-testid="board-to-shop">
      <Link to={lookBoardPath(board)} className="gtl-board-shop__cover" tabIndex={-1} aria-hidden>
        <BoardCollage products={board.productsPreview} color={board.color} />
      </Link>
      <div className="gtl-board-shop__body">
        <header className="gtl-board-shop__head">
          <div>
            <h3 id={`board-shop-${board.id}`} className="gtl-board-shop__title">
              <Link to={lookBoardPath(board)}>{board.title}</Link>
            </h3>
            <p className="gtl-board-shop__owner">by {board.owner.displayName}</p>
            <BoardStats board={board} />
          </div>
          <p className="gtl-board-shop__total">
            <span>Total</span> <strong>{formatPrice(board.totalPrice)}</strong>
          </p>
        </header>
        {products.isPending ? (
          <ProductSkeleton count={3} />
        ) : products.isError ? (
          <Alert type="error" showIcon title="We could not load this board's products" action={<Button onClick={() => void products.refetch()}>Try again</Button>} />
        ) : (
          <ShopRows products={products.data} label={`Products of ${board.title}`} />
        )}
      </div>
    </article>
  );
}

/** Shop the Look's board view: the room's look boards, each a list of pieces to buy. */
function RoomBoardsToShop({ imageId, image }: { imageId: number; image: ImageView | undefined }) {
  const boards = useQuery(imageLookBoardsQuery(imageId, IMAGE_BOARDS_LIMIT));
  if (boards.isError || (boards.data && boards.data.length === 0)) return null;
  const shown = boards.data?.slice(0, SHOPPABLE_BOARDS) ?? [];
  const more = (boards.data?.length ?? 0) - shown.length;
  return (
    <section className="gtl-section" aria-labelledby="room-boards-to-shop">
      <div className="gtl-section__head">
        <h2 id="room-boards-to-shop" className="gtl-section__title">
          Look boards for this room
        </h2>
        {image && (
          <Link to={buildPath(paths.lookBoardViewDetails, { imageId: image.id, imgSlug: image.slug })} className="gtl-section__link">
            {more > 0 ? `See all ${boards.data!.length} look boards` : 'See them side by side'} <ArrowIcon />
          </Link>
        )}
      </div>
      {boards.isPending ? (
        <ProductSkeleton count={4} />
      ) : (
        <div className="gtl-board-shops">
          {shown.map((board) => (
            <BoardToShop key={board.id} board={board} />
          ))}
        </div>
      )}
    </section>
  );
}
