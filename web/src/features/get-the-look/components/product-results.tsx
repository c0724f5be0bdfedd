import { Link } from 'react-router-dom';
import { Alert, Button, Empty } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { MediaImage } from '../../../components/media-image';
import { buildPath, paths } from '../../../config/paths';
import type { ReactNode } from 'react';
import { flattenPages, reachedVisitorCap, type Page, type PagingRule } from '../../../lib/queries/paging';
import { formatPrice } from '../../../lib/price';
import { HeartIcon, StarIcon } from './gallery-icons';
import { LoadMore } from './load-more';
import { VisitorCap } from './visitor-cap';
import { KeepSwap } from '../../../components/keep-swap';
import { verdictPages, type FeedbackWhere } from '../../../lib/queries/feedback';

/** Keep and Swap under each product (a member's stream): where the choice is made, and what to do once it is recorded. */
export interface StreamFeedback {
  where: FeedbackWhere;
  onAnswered?(): void;
}

export const productPath = (product: Pick<ProductView, 'id' | 'slug'>) => buildPath(paths.product, { productId: product.id, productSlug: product.slug });

const PRODUCT_SIZES = '(max-width: 767px) 50vw, (max-width: 1439px) 30vw, 22vw';

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return <span className="gtl-rating gtl-rating--none">No ratings yet</span>;
  const rounded = Math.round(rating * 10) / 10;
  return (
    <span className="gtl-rating" aria-label={`Rated ${rounded} out of 5 by ${count} ${count === 1 ? 'person' : 'people'}`}>
      <span className="gtl-rating__stars" aria-hidden>
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} className={star <= Math.round(rating) ? 'is-on' : undefined} width={14} height={14} />
        ))}
      </span>
      <span aria-hidden>
        {rounded.toFixed(1)} ({count})
      </span>
    </span>
  );
}

/** `shown`: the page of products this one came with, whose verdicts its Keep or Swap reads in one request. */
export function ProductCard({ product, eager = false, feedback, shown }: { product: ProductView; eager?: boolean; feedback?: StreamFeedback; shown?: readonly number[] }) {
  return (
    <li className="gtl-product">
      <Link to={productPath(product)} className="gtl-product__link" data-testid="product-card">
        <span className="gtl-product__media">
          <MediaImage media={product.media} alt="" sizes={PRODUCT_SIZES} eager={eager} largest="medium" style={{ aspectRatio: '1 / 1', objectFit: 'contain' }} />
          {product.likesCount > 0 && (
            <span className="gtl-product__likes">
              <HeartIcon width={13} height={13} />
              {product.likesCount}
              <span className="dl-visually-hidden">{product.likesCount === 1 ? ' like' : ' likes'}</span>
            </span>
          )}
        </span>{' '}
        <span className="gtl-product__body">
          {/* The brand when the product has one; otherwise the line stays (cards keep one rhythm) with nothing made up in it. */}
          <span className="gtl-product__brand" aria-hidden={product.brand ? undefined : true}>
            {product.brand ?? '\u00a0'}
          </span>{' '}
          <span className="gtl-product__title">{product.title}</span>{' '}
          <span className="gtl-product__price">{formatPrice(product.price)}</span>
        </span>
      </Link>
      <Rating rating={product.rating} count={product.ratingsCount} />
      {feedback && <KeepSwap product={product} where={feedback.where} shown={shown} onAnswered={feedback.onAnswered} />}
    </li>
  );
}

export function ProductSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="gtl-products" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="gtl-product gtl-product--skeleton">
          <span className="gtl-skeleton" style={{ aspectRatio: '1 / 1' }} />
          <span className="gtl-skeleton gtl-skeleton--line" />
          <span className="gtl-skeleton gtl-skeleton--line gtl-skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

/** `pages`: the ids of each page the products came in (the whole grid is one page otherwise). */
export function ProductGrid({ products, label, feedback, pages }: { products: ProductView[]; label: string; feedback?: StreamFeedback; pages?: readonly (readonly number[])[] }) {
  const shown = feedback ? verdictPages(pages ?? [products.map((product) => product.id)]) : null;
  return (
    <ul className="gtl-products" aria-label={label} data-testid="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} feedback={feedback} shown={shown?.get(product.id)} />
      ))}
    </ul>
  );
}

interface ResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<ProductView>, unknown>>;
  rule: PagingRule;
  label: string;
  emptyAction?: ReactNode;
  feedback?: StreamFeedback;
}

/** Product cards paged as the shopper scrolls, with the visitor cap. */
export function ProductResults({ query, rule, label, emptyAction, feedback }: ResultsProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading products">
        <ProductSkeleton />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Alert type="error" showIcon title="We could not load these products" description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
    );
  }
  const pages = query.data.pages;
  const products = flattenPages(pages);
  if (products.length === 0) {
    return (
      <Empty className="gtl-empty" description="No products match these filters yet.">
        {emptyAction}
      </Empty>
    );
  }
  return (
    <>
      <ProductGrid products={products} label={label} feedback={feedback} pages={pages.map((page) => page.items.map((product) => product.id))} />
      {query.isFetchNextPageError && (
        <Alert className="gtl-page-error" type="error" showIcon title="More products could not be loaded." action={<Button onClick={() => void query.fetchNextPage()}>Try again</Button>} />
      )}
      <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} busy={query.isFetching} onLoad={() => void query.fetchNextPage()} label="Show more products" />
      {reachedVisitorCap(pages, rule) ? <VisitorCap noun="products" /> : !query.hasNextPage && products.length > rule.pageSize && <p className="gtl-end">You have seen every product here.</p>}
    </>
  );
}
