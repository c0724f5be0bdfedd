import type { KeyboardEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { useDrag, useDrop } from 'react-dnd';
import { LOOK_BOARD_COLUMNS, templateRange, type LookBoardColumns } from '@decorlook/domain/lookboards/look-board.rules';
import { MediaImage } from '../../../components/media-image';
import { FlowSection } from '../../../components/flow-pages';
import { formatPrice } from '../../../lib/price';
import { canAddRow, canRemoveRow, columnsOf, minimumProducts, placedProducts, type Board, type BoardProduct } from '../machines/curate.board';
import type { CurateEvent, Held } from '../machines/curate.machine';
import { DRAG_TYPES, type SlotDrag, type TrayDrag } from './dnd';

interface Props {
  board: Board;
  held: Held | null;
  send(event: CurateEvent): void;
}

function TemplateIcon({ columns }: { columns: number }) {
  return (
    <span className="cur-template__icon" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }} aria-hidden>
      {Array.from({ length: columns * 2 }, (_, i) => (
        <span key={i} />
      ))}
    </span>
  );
}

/** The template choice: 1, 2 or 3 columns (1-4, 2-8, 3-12 products). */
export function TemplatePicker({ board, send }: Pick<Props, 'board' | 'send'>) {
  return (
    <div className="cur-template" role="radiogroup" aria-label="Template">
      {LOOK_BOARD_COLUMNS.map((columns) => {
        const { min, max } = templateRange(columns);
        const checked = board.columns === columns;
        return (
          <button
            key={columns}
            type="button"
            role="radio"
            aria-checked={checked}
            className={`cur-template__option${checked ? ' is-checked' : ''}`}
            onClick={() => send({ type: 'SET_TEMPLATE', columns: columns as LookBoardColumns })}
          >
            <TemplateIcon columns={columns} />
            <span className="cur-template__text">
              <strong>
                {columns} column{columns > 1 ? 's' : ''}
              </strong>
              <span>
                {min}-{max} products
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

interface SlotProps {
  index: number;
  product: BoardProduct | null;
  held: Held | null;
  send(event: CurateEvent): void;
}

function Slot({ index, product, held, send }: SlotProps) {
  const [{ isOver, canDrop }, drop] = useDrop<TrayDrag | SlotDrag, void, { isOver: boolean; canDrop: boolean }>(
    () => ({
      accept: [DRAG_TYPES.tray, DRAG_TYPES.slot],
      drop: (item) => {
        if ('slot' in item) send({ type: 'MOVE', from: item.slot, to: index });
        else send({ type: 'PLACE', product: item.product, slot: index });
      },
      collect: (monitor) => ({ isOver: monitor.isOver(), canDrop: monitor.canDrop() }),
    }),
    [index, send],
  );
  const [{ isDragging }, drag] = useDrag<SlotDrag, void, { isDragging: boolean }>(
    () => ({ type: DRAG_TYPES.slot, item: product ? { slot: index, product } : undefined, canDrag: product !== null, collect: (monitor) => ({ isDragging: monitor.isDragging() }) }),
    [index, product],
  );

  const holding = held?.from === 'slot' && held.slot === index;
  const label = product
    ? `Slot ${index + 1}: ${product.title}${product.approval === 'rejected' ? ' (no longer available)' : ''}`
    : `Slot ${index + 1}, empty`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      send({ type: 'PICK_SLOT', slot: index });
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && product) {
      event.preventDefault();
      send({ type: 'REMOVE', slot: index });
    } else if (event.key === 'Escape' && held) {
      event.preventDefault();
      send({ type: 'CANCEL_PICK' });
    }
  };

  return (
    <li className="cur-slot-cell">
      <div
        ref={(node) => {
          drop(node);
          drag(node);
        }}
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-pressed={holding}
        aria-describedby="cur-slot-help"
        data-testid="curate-slot"
        className={[
          'cur-slot',
          product ? 'is-filled' : 'is-empty',
          isOver && canDrop ? 'is-over' : '',
          held && !holding ? 'is-target' : '',
          holding ? 'is-held' : '',
          isDragging ? 'is-dragging' : '',
          product?.approval === 'rejected' ? 'is-flagged' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (held || product) send({ type: 'PICK_SLOT', slot: index });
        }}
      >
        <span className="cur-slot__number" aria-hidden>
          {index + 1}
        </span>
        {product ? (
          <>
            <span className="cur-slot__media">
              <MediaImage media={product.media} alt="" largest="medium" sizes="220px" width={1} height={1} style={{ objectFit: 'contain' }} />
            </span>
            <span className="cur-slot__title">{product.title}</span>
            <span className="cur-slot__price">{formatPrice(product.price)}</span>
            {product.approval === 'rejected' && <span className="cur-slot__flag">No longer available</span>}
          </>
        ) : (
          <span className="cur-slot__hint">{held ? 'Press Enter to place here' : 'Drop a product here'}</span>
        )}
      </div>
      {product && (
        <Tooltip title="Remove from the board">
          <button type="button" className="cur-slot__remove" aria-label={`Remove ${product.title} from slot ${index + 1}`} onClick={() => send({ type: 'REMOVE', slot: index })}>
            ×
          </button>
        </Tooltip>
      )}
    </li>
  );
}

/** The template's slot grid: drop targets for the tray, and products to move between slots. */
export function BoardCanvas({ board, held, send }: Props) {
  const columns = columnsOf(board);
  const placed = placedProducts(board).length;
  const min = minimumProducts(board);
  const { max } = templateRange(columns);
  return (
    <FlowSection
      className="cur-board"
      headClassName="cur-board__head"
      titleId="cur-board-title"
      title="Your look board"
      lead={`${placed} of ${board.slots.length} slots filled · ${placed < min ? `add at least ${min - placed} more` : `up to ${max} products`}`}
      leadClassName="cur-muted"
      leadLive
      controls={<TemplatePicker board={board} send={send} />}
    >
      <p id="cur-slot-help" className="dl-visually-hidden">
        Press Enter on a product in the tray to pick it up, then Enter on a slot to place it. Enter on a filled slot picks its product up to move it; Delete removes it; Escape cancels.
      </p>
      <ul className="cur-board__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} aria-label="Template slots">
        {board.slots.map((product, index) => (
          <Slot key={index} index={index} product={product} held={held} send={send} />
        ))}
      </ul>
      <div className="cur-board__rows">
        <Button onClick={() => send({ type: 'ADD_ROW' })} disabled={!canAddRow(board)}>
          Add a row
        </Button>
        <Button type="text" onClick={() => send({ type: 'REMOVE_ROW' })} disabled={!canRemoveRow(board)}>
          Remove last row
        </Button>
        <span className="dl-flow-muted cur-muted">
          {columns} column{columns > 1 ? 's' : ''} hold{columns > 1 ? '' : 's'} up to {max} products in 4 rows
        </span>
      </div>
    </FlowSection>
  );
}
