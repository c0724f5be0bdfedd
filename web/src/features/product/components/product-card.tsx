import { Link } from 'react-router-dom';
import { MediaImage } from '../../../components/media-image';
import { buildPath, paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/price';
import type { Product } from '../../../lib/queries/products';

export function ProductCard({ product }: { product: Product }) {
  return (
    <li className="dl-product-card">
      <Link to={buildPath(paths.product, { productId: product.id, productSlug: product.slug })} className="dl-shop-card__link dl-product-card__link">
        <span className="dl-product-card__media">
          <MediaImage media={product.media} alt="" largest="medium" sizes="(max-width: 767px) 50vw, 280px" width={1} height={1} style={{ objectFit: 'contain' }} />
        </span>
        {product.brand && <span className="dl-shop-card__brand">{product.brand}</span>}
        <span className="dl-shop-card__title">{product.title}</span>
        <span className="dl-product-card__price">{formatPrice(product.price)}</span>
      </Link>
    </li>
  );
}
