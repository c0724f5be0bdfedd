import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { LookBoardCard } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { useCanonicalPath } from '../../../lib/use-canonical-path';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { formatPrice } from '../../../lib/price';
import { useSession } from '../../../lib/session/use-session';
import { productLookBoardsQuery, productQuery, similarProductsQuery, type Product } from '../../../lib/queries/products';
import { ProductLikeButton } from '../components/like-button';
import { ProductCard } from '../components/product-card';
import { RatingSummary, YourRating } from '../components/product-rating';
import './product-page.css';

const isId = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);

/** The entries of a reference list with the given ids (styles are keyed by position, so look up by id). */
function entriesOf(lookup: Record<string, EnumEntry> | undefined, ids: readonly number[]): EnumEntry[] {
  const byId = new Map(Object.values(lookup ?? {}).map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The shop's name for the outbound button: the link's host without "www.". */
export function retailerOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'the retailer';
  }
}

/** "W 120 × D 60 × H 75 cm" from whichever dimensions are known. */
export function formatDimensions(dimensions: Product['dimensions']): string | null {
  if (!dimensions) return null;
  const parts = (
    [
      ['W', dimensions.width],
      ['D', dimensions.depth],
      ['H', dimensions.height],
    ] as const
  ).flatMap(([label, value]) => (value ? [`${label} ${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}`] : []));
  return parts.length > 0 ? `${parts.join(' × ')} cm` : null;
}

/** /product/{productId}/{productSlug}: the piece, its price and rating, its details and where to buy it. */
export function ProductPage() {
  const { productId, productSlug } = useParams();
  if (!isId(productId)) return <NotFoundPage />;
  return <ProductDetails key={productId} id={Number(productId)} slug={productSlug ?? ''} />;
}

function ProductDetails({ id, slug }: { id: number; slug: string }) {
  const query = useQuery(productQuery(id));
  const product = query.data;

  // The address names the product's current slug; an old or mistyped one is replaced.
  useCanonicalPath(product && product.slug !== slug ? buildPath(paths.product, { productId: product.id, productSlug: product.slug }) : null);

  if (query.error) return <LoadFailedPage title="Product" what="this product" error={query.error} onRetry={() => void query.refetch()} />;
  if (!product) {
    return (
      <div className="dl-product-page" role="status" aria-label="Loading">
        <PageTitle title="Product" />
        <div className="dl-product-page__layout">
          <div className="dl-product-page__gallery dl-product-page__gallery--placeholder" />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }
  return <ProductView product={product} />;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="dl-product-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const session = useSession();
  const isOwner = session.status === 'signedIn' && session.user.id === product.ownerId;
  const [itemClass] = entriesOf(useEnum('itemClasses'), [product.itemClassId]);
  const materials = entriesOf(useEnum('materials'), product.materials);
  const colors = entriesOf(useEnum('colors'), product.colors);
  const shapes = entriesOf(useEnum('shapes'), product.shapes);
  const styles = entriesOf(useEnum('styles'), product.styles);
  const dimensions = formatDimensions(product.dimensions);
  const shopUrl = product.shopUrl ?? product.retailerUrl;

  return (
    <article className="dl-product-page" aria-labelledby="page-title">
      <PageTitle title={product.brand ? `${product.title} by ${product.brand}` : product.title} />
      <meta name="description" content={product.description ?? `${product.title}, ${formatPrice(product.price)}, on DecorLook.`} />
      <nav className="dl-crumbs" aria-label="Breadcrumb">
        <Link to={paths.shopTheLook}>Shop the Look</Link>
        {itemClass && (
          <>
            <span aria-hidden="true">/</span>
            <span>{itemClass.name}</span>
          </>
        )}
      </nav>

      {isOwner && product.approval === 'rejected' && (
        <Alert
          type="error"
          showIcon
          className="dl-product-page__status"
          title="Rejected: this product is not shown in the catalog"
          description={product.rejectionReason ?? 'No reason was given.'}
        />
      )}
      {isOwner && product.approval === 'pending' && (
        <Alert type="info" showIcon className="dl-product-page__status" title="Pending review" description="Only you can see this product until our editors approve it." />
      )}

      <div className="dl-product-page__layout">
        <div className="dl-product-page__gallery">
          <MediaImage media={product.media} alt={product.title} eager sizes="(max-width: 1023px) 100vw, 50vw" width={1} height={1} style={{ objectFit: 'contain' }} />
        </div>

        <div className="dl-product-page__info">
          {product.brand && <p className="dl-product-page__brand">{product.brand}</p>}
          <h1 id="page-title" className="dl-product-page__title">
            {product.title}
          </h1>
          <RatingSummary rating={product.rating} ratingsCount={product.ratingsCount} />
          <p className="dl-product-page__price" data-testid="product-price">
            {formatPrice(product.price)}
          </p>

          <div className="dl-product-page__buy">
            {shopUrl && (
              <a className="dl-product-page__shop" href={shopUrl} target="_blank" rel="noopener noreferrer sponsored">
                Shop at {retailerOf(shopUrl)}
                <span aria-hidden="true"> ↗</span>
                <span className="dl-visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            <ProductLikeButton productId={product.id} isLiked={product.isLiked} likesCount={product.likesCount} />
          </div>
          {product.affiliate && <p className="dl-product-page__disclosure">DecorLook may earn a commission when you buy through this link.</p>}

          <YourRating productId={product.id} myRate={product.myRate} />

          {product.description && <p className="dl-product-page__description">{product.description}</p>}

          <section aria-labelledby="product-details-title" className="dl-product-details">
            <h2 id="product-details-title" className="dl-product-details__title">
              Details
            </h2>
            <dl>
              {itemClass && <Detail term="Type">{itemClass.name}</Detail>}
              {dimensions && <Detail term="Dimensions">{dimensions}</Detail>}
              {materials.length > 0 && <Detail term="Materials">{materials.map((m) => m.name).join(', ')}</Detail>}
              {colors.length > 0 && (
                <Detail term="Colours">
                  <ul className="dl-product-colors">
                    {colors.map((color) => (
                      <li key={color.id}>
                        <span className="dl-product-colors__dot" style={{ background: typeof color.hex === 'string' ? color.hex : undefined }} />
                        {color.name}
                      </li>
                    ))}
                  </ul>
                </Detail>
              )}
              {shapes.length > 0 && <Detail term="Shape">{shapes.map((s) => s.name).join(', ')}</Detail>}
              {styles.length > 0 && <Detail term="Style">{styles.map((s) => s.name).join(', ')}</Detail>}
            </dl>
          </section>
        </div>
      </div>

      <ProductLookBoards productId={product.id} />
      <SimilarProducts productId={product.id} />
    </article>
  );
}

/** The published look boards this piece is part of: how others styled it. */
function ProductLookBoards({ productId }: { productId: number }) {
  const query = useQuery(productLookBoardsQuery(productId));
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className="dl-product-page__similar" aria-labelledby="product-boards-title">
      <h2 id="product-boards-title" className="dl-section-title dl-product-page__heading">
        Styled in these look boards
      </h2>
      <ul className="dl-board-grid">
        {query.data.map((board) => (
          <LookBoardCard key={board.id} board={board} />
        ))}
      </ul>
    </section>
  );
}

function SimilarProducts({ productId }: { productId: number }) {
  const query = useQuery(similarProductsQuery(productId));
  const products = query.data?.filter((p) => p.id !== productId) ?? [];
  if (query.isError || (query.data && products.length === 0)) return null;
  return (
    <section className="dl-product-page__similar" aria-labelledby="similar-products-title">
      <h2 id="similar-products-title" className="dl-section-title dl-product-page__heading">
        You may also like
      </h2>
      {query.data ? (
        <ul className="dl-shop-grid dl-product-grid">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </section>
  );
}
