import type { ReactNode } from 'react';
import { Button, Empty, Tabs, Tooltip } from 'antd';
import { useDrag, useDrop } from 'react-dnd';
import { SHOWCASE_MAX_FEATURED, SHOWCASE_MAX_ITEMS } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ItemChange } from '../showcase-items';

/** One picture or board as the picker shows it. */
export interface PickerItem {
  id: number;
  title: string;
  thumb: ReactNode;
}

export interface PickerSource {
  key: string;
  label: string;
  items: PickerItem[];
  loading: boolean;
  hasMore: boolean;
  loadMore(): void;
  empty: string;
}

interface DragItem {
  id: number;
}

interface Props {
  /** 'image' or 'look board', for labels and the drag type. */
  noun: string;
  sources: PickerSource[];
  featured: PickerItem[];
  others: PickerItem[];
  busy: boolean;
  onChange(change: ItemChange): void;
}

function SourceCard({ item, dragType, noun, onChange, onPage, isFeatured }: { item: PickerItem; dragType: string; noun: string; onChange(change: ItemChange): void; onPage: boolean; isFeatured: boolean }) {
  const [{ isDragging }, drag] = useDrag<DragItem, void, { isDragging: boolean }>(() => ({ type: dragType, item: { id: item.id }, collect: (m) => ({ isDragging: m.isDragging() }) }), [item.id, dragType]);
  return (
    <li className={`sc-pick${isDragging ? ' is-dragging' : ''}${onPage ? ' is-on-page' : ''}`} data-testid="showcase-source-item">
      <div ref={(node) => void drag(node)} className="sc-pick__drag" title={`Drag ${item.title} to Featured or to your page`}>
        <span className="sc-pick__thumb dl-board-collage-frame">{item.thumb}</span>
        <span className="sc-pick__title">{item.title}</span>
      </div>
      <span className="sc-pick__actions">
        <Button size="small" type={isFeatured ? 'default' : 'primary'} disabled={isFeatured} onClick={() => onChange({ kind: 'feature', id: item.id })} aria-label={`Feature ${item.title}`}>
          {isFeatured ? 'Featured' : 'Feature'}
        </Button>
        <Button size="small" disabled={onPage} onClick={() => onChange({ kind: 'add', id: item.id })} aria-label={`Add ${item.title} to your page`}>
          {onPage ? 'On page' : 'Add'}
        </Button>
      </span>
      <span className="dl-visually-hidden">{noun}</span>
    </li>
  );
}

function PageCard({ item, dragType, featured, onChange }: { item: PickerItem; dragType: string; featured: boolean; onChange(change: ItemChange): void }) {
  const [{ isDragging }, drag] = useDrag<DragItem, void, { isDragging: boolean }>(() => ({ type: dragType, item: { id: item.id }, collect: (m) => ({ isDragging: m.isDragging() }) }), [item.id, dragType]);
  return (
    <li className={`sc-slot is-filled${isDragging ? ' is-dragging' : ''}`} data-testid={featured ? 'featured-item' : 'page-item'}>
      <div ref={(node) => void drag(node)} className="sc-slot__body">
        <span className="sc-slot__thumb dl-board-collage-frame">{item.thumb}</span>
        <span className="sc-slot__title">{item.title}</span>
      </div>
      <span className="sc-slot__actions">
        {featured ? (
          <Button size="small" type="text" onClick={() => onChange({ kind: 'add', id: item.id })} aria-label={`Stop featuring ${item.title}`}>
            Unfeature
          </Button>
        ) : (
          <Button size="small" type="text" onClick={() => onChange({ kind: 'feature', id: item.id })} aria-label={`Feature ${item.title}`}>
            Feature
          </Button>
        )}
        <Tooltip title="Remove from your page">
          <button type="button" className="sc-slot__remove" aria-label={`Remove ${item.title} from your page`} onClick={() => onChange({ kind: 'remove', id: item.id })}>
            ×
          </button>
        </Tooltip>
      </span>
    </li>
  );
}

function DropZone({ kind, accept, title, hint, testId, onDrop, children, count, max }: { kind: 'feature' | 'add'; accept: string[]; title: string; hint: string; testId: string; onDrop(change: ItemChange): void; children: ReactNode; count: number; max: number }) {
  const [{ isOver, canDrop }, drop] = useDrop<DragItem, void, { isOver: boolean; canDrop: boolean }>(
    () => ({ accept, drop: (item) => onDrop({ kind, id: item.id }), collect: (m) => ({ isOver: m.isOver(), canDrop: m.canDrop() }) }),
    [accept, kind, onDrop],
  );
  return (
    <section ref={(node) => void drop(node)} className={`sc-zone${isOver && canDrop ? ' is-over' : ''}${canDrop ? ' is-target' : ''}`} data-testid={testId} aria-label={title}>
      <header className="sc-zone__head">
        <h4 className="sc-zone__title">{title}</h4>
        <span className="sc-zone__count">
          {count} of {max}
          {kind === 'add' ? ' on your page' : ''}
        </span>
      </header>
      {children}
      <p className="sc-zone__hint">{hint}</p>
    </section>
  );
}

/**
 * The featured and other items of the page, filled by dragging from the person's own lists (or
 * with the buttons beside each, the keyboard's way to the same changes).
 */
export function ItemPicker({ noun, sources, featured, others, busy, onChange }: Props) {
  const sourceType = `showcase-source-${noun}`;
  const pageType = `showcase-page-${noun}`;
  const featuredIds = new Set(featured.map((item) => item.id));
  const onPage = new Set([...featuredIds, ...others.map((item) => item.id)]);
  return (
    <div className={`sc-picker${busy ? ' is-busy' : ''}`} aria-busy={busy}>
      <div className="sc-picker__page">
        <DropZone kind="feature" accept={[sourceType, pageType]} title={`Featured ${noun}s`} hint={`Drag ${noun}s here to show them first.`} testId={`featured-${noun}s`} onDrop={onChange} count={featured.length} max={SHOWCASE_MAX_FEATURED}>
          {featured.length > 0 ? (
            <ul className="sc-slots">
              {featured.map((item) => (
                <PageCard key={item.id} item={item} dragType={pageType} featured onChange={onChange} />
              ))}
            </ul>
          ) : (
            <p className="sc-zone__empty">Nothing featured yet.</p>
          )}
        </DropZone>
        <DropZone kind="add" accept={[sourceType, pageType]} title={`Other ${noun}s on your page`} hint={`Drag ${noun}s here to show them after the featured ones.`} testId={`page-${noun}s`} onDrop={onChange} count={featured.length + others.length} max={SHOWCASE_MAX_ITEMS}>
          {others.length > 0 ? (
            <ul className="sc-slots">
              {others.map((item) => (
                <PageCard key={item.id} item={item} dragType={pageType} featured={false} onChange={onChange} />
              ))}
            </ul>
          ) : (
            <p className="sc-zone__empty">No other {noun}s yet.</p>
          )}
        </DropZone>
      </div>
      <div className="sc-picker__sources">
        <Tabs
          size="small"
          items={sources.map((source) => ({
            key: source.key,
            label: source.label,
            children:
              source.items.length === 0 && !source.loading ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={source.empty} />
              ) : (
                <>
                  <ul className="sc-picks" aria-label={source.label}>
                    {source.items.map((item) => (
                      <SourceCard key={item.id} item={item} dragType={sourceType} noun={noun} onChange={onChange} onPage={onPage.has(item.id)} isFeatured={featuredIds.has(item.id)} />
                    ))}
                  </ul>
                  {source.hasMore && (
                    <Button block onClick={source.loadMore} loading={source.loading}>
                      Show more
                    </Button>
                  )}
                </>
              ),
          }))}
        />
      </div>
    </div>
  );
}
