import { Alert, Button, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { MediaImage } from '../../../components/media-image';
import { ShopLink } from '../../../components/shop-link';
import { buildPath, paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/price';
import { boardProductsQuery, type BoardProduct, type LookBoard } from '../../../lib/queries/look-boards';
import './substitute-offers.css';

const productPath = (product: Pick<ProductView, 'id' | 'slug'>) => buildPath(paths.product, { productId: product.id, productSlug: product.slug });

function ProductRow({ product, isOwner }: { product: BoardProduct; isOwner: boolean }) {
  const rejected = product.approval === 'rejected';
  // The outbound link carries the affiliate code the server matched (productView.shopUrl).
  const shopUrl = product.shopUrl ?? product.retailerUrl;
  return (
    <li className={`dl-shop-row lb-item${rejected ? ' is-rejected' : ''}`} data-testid="board-product">
      <span className="dl-shop-row__media lb-item__media">
        <MediaImage media={product.media} alt="" largest="thumb" sizes="96px" width={1} height={1} style={{ objectFit: 'contain' }} />
      </span>
      <span className="dl-shop-row__body">
        {product.brand && <span className="dl-shop-row__brand">{product.brand}</span>}
        {rejected ? (
          <span className="dl-shop-row__title lb-item__title">{product.title}</span>
        ) : (
          <Link className="dl-shop-row__title lb-item__title" to={productPath(product)}>
            {product.title}
          </Link>
        )}
        {product.substituteFor !== undefined && (
          <span className="dl-shop-row__flags lb-item__flags">
            <Tag className="lb-similar">Similar item</Tag>
          </span>
        )}
        {rejected && (
          <span className="dl-shop-row__flags lb-item__flags">
            <Tag className="dl-shop-row__tag lb-tag lb-tag--rejected">Rejected</Tag>
            <span className="lb-flag">No longer available</span>
            {isOwner && product.rejectionReason && <span className="lb-item__reason">{product.rejectionReason}</span>}
          </span>
        )}
      </span>
      <span className="dl-shop-row__price lb-item__price">{rejected ? <s aria-label={`Was ${formatPrice(product.price)}`}>{formatPrice(product.price)}</s> : formatPrice(product.price)}</span>
      <span className="dl-shop-row__shop lb-item__shop">
        {!rejected && shopUrl && <ShopLink url={shopUrl} className="lb-shop-link" />}
      </span>
    </li>
  );
}

/** Every piece of the board with its price and where to buy it, then the look's total. */
export function ShoppableList({ board, isOwner }: { board: LookBoard; isOwner: boolean }) {
  const query = useQuery(boardProductsQuery(board));
  const affiliate = query.data?.some((product) => product.affiliate && product.approval !== 'rejected') ?? false;
  const approved = query.data?.filter((product) => product.approval !== 'rejected').length ?? board.productsPreview.filter((p) => p.approval !== 'rejected').length;
  return (
    <section className="lb-shop" aria-labelledby="lb-shop-title">
      <div className="lb-shop__head">
        <p className="dl-eyebrow">Every piece on this board</p>
        <h2 id="lb-shop-title" className="dl-section-title lb-shop__title">
          Shop the look
        </h2>
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title="We could not load the products" description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : (
        <ul className="dl-shop-rows" aria-label="Products on this look board">
          {query.data.map((product) => (
            <ProductRow key={product.id} product={product} isOwner={isOwner} />
          ))}
        </ul>
      )}
      <p className="lb-total" data-testid="board-total">
        <span>
          Total for the look <span className="lb-total__count">({approved} {approved === 1 ? 'piece' : 'pieces'})</span>
        </span>
        <strong className="lb-total__price">{formatPrice(board.totalPrice)}</strong>
      </p>
      {affiliate && <p className="lb-disclosure">DecorLook may earn a commission when you buy through these links.</p>}
    </section>
  );
}
