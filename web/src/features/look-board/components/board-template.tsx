import type { CSSProperties } from 'react';
import { Tag } from 'antd';
import { MediaImage } from '../../../components/media-image';
import { formatPrice } from '../../../lib/price';
import type { LookBoard } from '../../../lib/queries/look-boards';
import './substitute-offers.css';

/**
 * The board as its curator laid it out: the products in slot order across the template's
 * columns (1, 2 or 3), on the board's banner colour. In the slot of a product no longer
 * available stands the substitute offered for it, labelled "Similar item"; a slot with neither
 * is left out by the server.
 */
export function BoardTemplate({ board }: { board: LookBoard }) {
  const columns = Math.min(3, Math.max(1, board.columns));
  return (
    <section className="lb-template" style={{ '--board-color': board.color, '--columns': columns } as CSSProperties} aria-label="The look board">
      {board.productsPreview.length === 0 ? (
        <p className="lb-template__empty">This board has no products yet.</p>
      ) : (
        <ul className="lb-template__grid" data-testid="board-template" data-columns={columns}>
          {board.productsPreview.map((product, index) => {
            const rejected = product.approval === 'rejected';
            return (
              <li key={product.id} className={`lb-slot${rejected ? ' is-rejected' : ''}`}>
                <span className="lb-slot__media">
                  <MediaImage media={product.media} alt={product.title} largest="medium" eager={index < 4} sizes={`(max-width: 767px) ${Math.round(90 / columns)}vw, ${Math.round(560 / columns)}px`} style={{ height: '100%', objectFit: 'contain' }} />
                </span>
                <span className="lb-slot__caption">
                  <span className="lb-slot__title">{product.title}</span>
                  {product.substituteFor !== undefined && <Tag className="lb-similar">Similar item</Tag>}
                  {rejected ? <span className="lb-flag">No longer available</span> : <span className="lb-slot__price">{formatPrice(product.price)}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
