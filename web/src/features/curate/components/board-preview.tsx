import { DEFAULT_BANNER_COLOR } from '@decorlook/domain/lookboards/look-board.rules';
import { MediaImage } from '../../../components/media-image';
import { formatPrice } from '../../../lib/price';
import { columnsOf, placedProducts, type Board } from '../machines/curate.board';

/** Dark text on light banners, light text on dark ones. */
function inkOn(hex: string): string {
  const v = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!v) return 'var(--dl-ink)';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? 'var(--dl-ink)' : '#ffffff';
}

/** The board as it will be shown: the banner in its colour, the image, and the products in their template. */
export function BoardPreview({ board, title, color, compact = false }: { board: Board; title?: string; color?: string; compact?: boolean }) {
  const products = placedProducts(board);
  const banner = color || DEFAULT_BANNER_COLOR;
  const total = products.filter((p) => p.approval !== 'rejected').reduce((sum, p) => sum + p.price, 0);
  return (
    <figure className={`cur-preview${compact ? ' cur-preview--compact' : ''}`} aria-label="Look board preview">
      <figcaption className="cur-preview__banner" style={{ background: banner, color: inkOn(banner) }}>
        <span className="cur-preview__title">{title?.trim() || 'Untitled look board'}</span>
        <span className="cur-preview__total">
          {products.length} product{products.length === 1 ? '' : 's'} · {formatPrice(total)}
        </span>
      </figcaption>
      <div className="cur-preview__body">
        {board.image && (
          <div className="cur-preview__image">
            <MediaImage media={board.image.media} alt={board.image.title} largest="medium" sizes="320px" width={board.image.width ?? 4} height={board.image.height ?? 3} />
          </div>
        )}
        <ul className="cur-preview__grid" style={{ gridTemplateColumns: `repeat(${columnsOf(board)}, minmax(0, 1fr))` }}>
          {products.map((product) => (
            <li key={product.id} className="cur-preview__item">
              <MediaImage media={product.media} alt={product.title} largest="thumb" sizes="140px" width={1} height={1} style={{ objectFit: 'contain' }} />
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
