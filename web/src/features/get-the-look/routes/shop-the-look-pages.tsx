import type { CSSProperties } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { MediaImage } from '../../../components/media-image';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { imageQuery } from '../api/get-image';
import { imagePreviewQuery, useImageGallery } from '../api/search-images';
import { productPreviewQuery, useProductResults } from '../api/search-products';
import { similarImagesQuery } from '../api/similar-images';
import { ArrowIcon } from '../components/gallery-icons';
import { GallerySkeleton, ImageGallery, ImageTile } from '../components/image-gallery';
import { ProductGrid, ProductResults, ProductSkeleton } from '../components/product-results';
import { IMAGE_SORT_OPTIONS, parseIdList, PRODUCT_SORT_OPTIONS, type ImageSortKey, type ProductSortKey } from '../gallery-filters';
import '../components/get-the-look.css';

const shopDetailsPath = (image: Pick<ImageView, 'id' | 'slug'>) => buildPath(paths.shopTheLookDetails, { imageId: image.id, imgSlug: image.slug });
const imagePagePath = (image: Pick<ImageView, 'id' | 'slug'>) => buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug });

function Hero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className="gtl-hero">
      <p className="dl-eyebrow">{eyebrow}</p>
      <h1 className="gtl-hero__title">{title}</h1>
      <p className="gtl-hero__lead">{lead}</p>
    </header>
  );
}

function Crumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="gtl-crumbs">
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

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
  const rooms = useQuery(imagePreviewQuery({ sort: 'liked', type: 'room' }, 8));
  const products = useQuery(productPreviewQuery({ sort: 'liked' }, 3));
  const { enums } = useAppConfig();
  const categories = Object.values(enums.itemClasses ?? {}).slice(0, 12);
  return (
    <div className="gtl-page">
      <PageTitle title="Shop the Look" />
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

function SortSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(value: T): void }) {
  return (
    <label className="gtl-filters__sort">
      <span className="gtl-filters__label">Sort by</span>
      <Select<T> aria-label={label} value={value} options={options.map((option) => ({ ...option }))} onChange={onChange} popupMatchSelectWidth={false} />
    </label>
  );
}

/** Toggle buttons over one enum (room types, product types). */
function Pills({ label, entries, value, onChange, multiple }: { label: string; entries: EnumEntry[]; value: number[]; onChange(ids: number[]): void; multiple: boolean }) {
  return (
    <div className="gtl-pills" role="group" aria-label={label}>
      <button type="button" className={`gtl-pill${value.length === 0 ? ' is-on' : ''}`} aria-pressed={value.length === 0} onClick={() => onChange([])}>
        All
      </button>
      {entries.map((entry) => {
        const on = value.includes(entry.id);
        const next = multiple ? (on ? value.filter((id) => id !== entry.id) : [...value, entry.id]) : on ? [] : [entry.id];
        return (
          <button key={entry.id} type="button" className={`gtl-pill${on ? ' is-on' : ''}`} aria-pressed={on} onClick={() => onChange(next)}>
            {entry.name}
          </button>
        );
      })}
    </div>
  );
}

function useQueryState() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { preventScrollReset: true },
    );
  return [params, set] as const;
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
