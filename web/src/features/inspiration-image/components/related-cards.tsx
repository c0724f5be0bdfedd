import { Link } from 'react-router-dom';
import { MediaImage } from '../../../components/media-image';
import { buildPath, paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/price';
import type { ImageView as InspirationImage } from '@decorlook/domain/catalog/catalog.views';
import type { Product as LookProduct } from '../../../lib/queries/products';

/** A product of "Shop the Look": picture on a soft ground, brand, name and price. */
export function LookProductCard({ product }: { product: LookProduct }) {
  return (
    <li className="dl-image-look-product">
      <Link to={buildPath(paths.product, { productId: product.id, productSlug: product.slug })} className="dl-shop-card__link dl-image-look-product__link">
        <span className="dl-image-look-product__media">
          <MediaImage media={product.media} alt="" largest="medium" sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 280px" width={1} height={1} style={{ objectFit: 'contain' }} />
        </span>
        {product.brand && <span className="dl-shop-card__brand">{product.brand}</span>}
        <span className="dl-shop-card__title">{product.title}</span>
        <span className="dl-image-look-product__price">{formatPrice(product.price)}</span>
      </Link>
    </li>
  );
}

/** A picture like this one: the image and its title, linking to its page. */
export function SimilarImageCard({ image }: { image: InspirationImage }) {
  return (
    <li className="dl-image-similar-image">
      <Link to={buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug })} className="dl-image-similar-image__link">
        <MediaImage media={image.media} alt="" largest="medium" sizes="(max-width: 767px) 50vw, 25vw" width={4} height={3} />
        <span className="dl-image-similar-image__title">{image.title}</span>
      </Link>
    </li>
  );
}
