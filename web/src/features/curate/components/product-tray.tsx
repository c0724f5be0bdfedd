import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Empty, Select, Skeleton, Tabs } from 'antd';
import { SearchField } from '../../../components/search-field';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDrag, useDrop } from 'react-dnd';
import type { ProductFacets, ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { requestIdOfSlug } from '@decorlook/domain/requests/request.rules';
import { MediaImage } from '../../../components/media-image';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { formatPrice } from '../../../lib/price';
import { noFilters, TRAY_FILTER_KEYS, TRAY_SOURCES, trayProductsQuery, type TrayFilterKey, type TrayFilters, type TraySource } from '../api/search-products';
import type { Board, BoardProduct } from '../machines/curate.board';
import type { CurateEvent, Held } from '../machines/curate.machine';
import { DRAG_TYPES, type SlotDrag, type TrayDrag } from './dnd';

const SOURCE_LABELS: Record<TraySource, string> = { recommended: 'Best matches', catalog: 'Catalog', liked: 'Liked' };
const SOURCE_ORDER: TraySource[] = ['recommended', 'catalog', 'liked'];
const FILTER_LABELS: Record<TrayFilterKey, string> = { itemClasses: 'Category', styles: 'Style', colors: 'Colour', prices: 'Price' };
const EMPTY: Record<TraySource, string> = {
  recommended: 'No products match this image yet.',
  catalog: 'No products match these filters.',
  liked: 'Products you like appear here.',
};

export const boardProductOf = (p: ProductView): BoardProduct => ({ id: p.id, title: p.title, slug: p.slug, media: p.media, price: p.price, approval: p.approval });

interface ItemProps {
  product: BoardProduct;
  held: Held | null;
  send(event: CurateEvent): void;
  returned?: boolean;
}

function TrayItem({ product, held, send, returned }: ItemProps) {
  const [{ isDragging }, drag] = useDrag<TrayDrag, void, { isDragging: boolean }>(
    () => ({ type: DRAG_TYPES.tray, item: { product }, collect: (monitor) => ({ isDragging: monitor.isDragging() }) }),
    [product],
  );
  const picked = held?.from === 'tray' && held.product.id === product.id;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && held) {
      event.preventDefault();
      send({ type: 'CANCEL_PICK' });
    }
  };
  return (
    <li className="cur-tray__cell">
      <button
        ref={(node) => {
          drag(node);
        }}
        type="button"
        className={`cur-tray__item${picked ? ' is-held' : ''}${isDragging ? ' is-dragging' : ''}`}
        aria-pressed={picked}
        aria-label={`${product.title}, ${formatPrice(product.price)}`}
        aria-describedby="cur-tray-help"
        data-testid="tray-product"
        onClick={() => send(picked ? { type: 'CANCEL_PICK' } : { type: 'PICK_PRODUCT', product })}
        onKeyDown={onKeyDown}
      >
        <span className="cur-tray__media">
          <MediaImage media={product.media} alt="" largest="thumb" sizes="120px" width={1} height={1} style={{ objectFit: 'contain' }} />
        </span>
        <span className="cur-tray__title">{product.title}</span>
        <span className="cur-tray__price">{formatPrice(product.price)}</span>
        {returned && <span className="cur-tray__badge">Back from board</span>}
      </button>
    </li>
  );
}

function FilterSelect({ name, entries, counts, value, onChange }: { name: TrayFilterKey; entries: EnumEntry[]; counts: Map<number, number> | null; value: number[]; onChange(ids: number[]): void }) {
  const options = entries
    .filter((entry) => counts === null || (counts.get(entry.id) ?? 0) > 0 || value.includes(entry.id))
    .map((entry) => ({ value: entry.id, label: counts ? `${entry.name} (${counts.get(entry.id) ?? 0})` : entry.name, name: entry.name }));
  return (
    <Select
      mode="multiple"
      allowClear
      aria-label={FILTER_LABELS[name]}
      placeholder={FILTER_LABELS[name]}
      maxTagCount="responsive"
      optionFilterProp="name"
      value={value}
      onChange={onChange}
      options={options}
      className="cur-tray__filter"
      popupMatchSelectWidth={220}
    />
  );
}

/**
 * The products to drag onto the board: the image's best matches, the catalog with its search and
 * filters, and the liked products. Products taken off the board come first; products already on
 * it are left out.
 */
export function ProductTray({ board, held, send }: { board: Board; held: Held | null; send(event: CurateEvent): void }) {
  const { enums } = useAppConfig();
  const [source, setSource] = useState<TraySource>('recommended');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TrayFilters>(noFilters);
  const imageId = board.image?.id ?? null;
  const requestId = board.requestSlug ? requestIdOfSlug(board.requestSlug) : null;
  const query = useInfiniteQuery({ ...trayProductsQuery({ source, search, filters, imageId, requestId }), placeholderData: keepPreviousData });

  // A product dragged from a slot back onto the tray leaves the board.
  const [{ isOver }, drop] = useDrop<SlotDrag, void, { isOver: boolean }>(
    () => ({ accept: DRAG_TYPES.slot, drop: (item) => send({ type: 'REMOVE', slot: item.slot }), collect: (monitor) => ({ isOver: monitor.isOver() }) }),
    [send],
  );

  const onBoard = useMemo(() => new Set(board.slots.filter((p) => p !== null).map((p) => p.id)), [board.slots]);
  const returnedIds = useMemo(() => new Set(board.productList.map((p) => p.id)), [board.productList]);
  const results = (query.data?.pages.flatMap((page) => page.result) ?? []).map(boardProductOf).filter((p) => !onBoard.has(p.id) && !returnedIds.has(p.id) && p.approval !== 'rejected');
  const facets: ProductFacets | undefined = query.data?.pages[0]?.facets;
  const total = query.data?.pages[0]?.total ?? 0;
  const lookup = (key: TrayFilterKey) => Object.values((enums[key] as Record<string, EnumEntry> | undefined) ?? {});
  const activeFilters = TRAY_FILTER_KEYS.some((key) => filters[key].length > 0);

  return (
    <aside
      ref={(node) => {
        drop(node);
      }}
      className={`cur-tray${isOver ? ' is-over' : ''}`}
      aria-labelledby="cur-tray-title"
    >
      <h2 id="cur-tray-title" className="dl-flow-section-title cur-tray__heading">
        Products
      </h2>
      <p id="cur-tray-help" className="dl-visually-hidden">
        Drag onto a slot, or press Enter to pick up and then Enter on a slot to place it.
      </p>
      <Tabs
        size="small"
        activeKey={source}
        onChange={(key) => setSource(key as TraySource)}
        items={SOURCE_ORDER.filter((key) => TRAY_SOURCES.includes(key)).map((key) => ({ key, label: SOURCE_LABELS[key] }))}
      />
      <SearchField label="Search products" onSearch={setSearch} />
      <div className="cur-tray__filters" role="group" aria-label="Product filters">
        {TRAY_FILTER_KEYS.map((key) => (
          <FilterSelect
            key={key}
            name={key}
            entries={lookup(key)}
            counts={facets ? new Map(facets[key].map((f) => [f.id, f.count])) : null}
            value={filters[key]}
            onChange={(ids) => setFilters((current) => ({ ...current, [key]: ids }))}
          />
        ))}
      </div>
      <div className="cur-tray__meta">
        <span className="dl-flow-muted cur-muted">{query.isPending ? 'Loading products…' : `${total} product${total === 1 ? '' : 's'}`}</span>
        {activeFilters && (
          <Button type="link" size="small" onClick={() => setFilters(noFilters())}>
            Clear filters
          </Button>
        )}
      </div>

      <div className="cur-tray__scroll">
        {board.productList.length > 0 && (
          <>
            <h3 className="cur-tray__group">Back from your board</h3>
            <ul className="cur-tray__list" aria-label="Products taken off the board">
              {board.productList.map((product) => (
                <TrayItem key={product.id} product={product} held={held} send={send} returned />
              ))}
            </ul>
          </>
        )}
        {query.isPending ? (
          <ul className="cur-tray__list" role="status" aria-label="Loading products">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton.Node active className="cur-tray__placeholder" />
              </li>
            ))}
          </ul>
        ) : results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? 'The products could not be loaded.' : EMPTY[source]} />
        ) : (
          <ul className="cur-tray__list" aria-label={SOURCE_LABELS[source]}>
            {results.map((product) => (
              <TrayItem key={product.id} product={product} held={held} send={send} />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <div className="cur-more">
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              Show more products
            </Button>
          </div>
        )}
      </div>
    </aside>
  );
}
