import { Link } from 'react-router-dom';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { MediaImage } from '../../../components/media-image';
import { formatPrice } from '../../../lib/price';
import { productPath } from './product-results';

/** The shop's name for the outbound link: the link's host without "www.". */
export function retailerOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'the retailer';
  }
}

/** One piece to buy: picture, title, price and the retailer link (with the affiliate code the server matched). */
export function ShopRow({ product }: { product: ProductView }) {
  const rejected = product.approval === 'rejected';
  const shopUrl = product.shopUrl ?? product.retailerUrl;
  return (
    <li className={`gtl-shop-row${rejected ? ' is-rejected' : ''}`} data-testid="shop-row">
      <span className="gtl-shop-row__media">
        <MediaImage media={product.media} alt="" largest="thumb" sizes="72px" width={1} height={1} style={{ objectFit: 'contain' }} />
      </span>
      <span className="gtl-shop-row__body">
        {rejected ? (
          <span className="gtl-shop-row__title">{product.title}</span>
        ) : (
          <Link className="gtl-shop-row__title" to={productPath(product)}>
            {product.title}
          </Link>
        )}
        {rejected ? <span className="gtl-flag">No longer available</span> : <span className="gtl-shop-row__price">{formatPrice(product.price)}</span>}
      </span>
      {!rejected && shopUrl && (
        <a className="gtl-shop-row__link" href={shopUrl} target="_blank" rel="noopener noreferrer sponsored">
          Shop at {retailerOf(shopUrl)}
          <span aria-hidden="true"> ↗</span>
          <span className="dl-visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}

export function ShopRows({ products, label }: { products: ProductView[]; label: string }) {
  return (
    <ul className="gtl-shop-rows" aria-label={label}>
      {products.map((product) => (
        <ShopRow key={product.id} product={product} />
      ))}
    </ul>
  );
}
