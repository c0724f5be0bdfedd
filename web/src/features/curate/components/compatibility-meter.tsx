import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Progress, theme } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MediaImage } from '../../../components/media-image';
import { formatPrice } from '../../../lib/price';
import { compatibilityBody, compatibilityQuery, type Compatibility, type CompatibilityReason, type CompatibilitySuggestion } from '../api/board-compatibility';
import { placedProducts, slotForNewProduct, type Board, type BoardProduct } from '../machines/curate.board';
import type { CurateEvent } from '../machines/curate.machine';

/** How long the board must rest before the meter asks again: a run of drops and swaps costs one call. */
export const METER_DEBOUNCE_MS = 400;
/** The reasons shown: the model's largest contributions, as many as fit the meter's fixed height. */
const MAX_REASONS = 4;

interface Props {
  board: Board;
  roomTypeId: number | null;
  send(event: CurateEvent): void;
}

/** The value once it has stopped changing for `ms` (compared by `key`); the first value at once. */
function useSettled<T>(value: T, key: string, ms: number): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(timer);
  }, [key, value, ms, settled.key]);
  return settled.value;
}

/** The score in words: what a person would say of the board. */
export function scoreWords(score: number): string {
  if (score >= 80) return 'Goes together beautifully';
  if (score >= 60) return 'Goes well together';
  if (score >= 40) return 'Some pieces pull apart';
  return 'Does not go together yet';
}

/** What the meter says of the board: its score in words, or why it has none. */
function summaryOf(pieces: number, answer: Compatibility | undefined, state: { updating: boolean; failed: boolean }): string {
  if (pieces === 0) return 'Add two pieces to see how they go together.';
  if (pieces === 1) return 'Add one more piece to see how they go together.';
  if (answer?.score != null) return `${scoreWords(answer.score)}: ${answer.score} of 100.`;
  if (state.failed && !state.updating) return 'The meter could not be loaded just now.';
  if (!answer || state.updating) return 'Weighing the pieces…';
  if (answer.trainedAt === null) return 'The meter is still learning from published look boards: it will score this board once it has.';
  // Pieces no longer in the catalog are not weighed.
  return 'Only pieces still in the catalog are weighed: add another to see how they go together.';
}

const ArrowIcon = ({ up }: { up: boolean }) => (
  <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden focusable={false} className="cur-meter__arrow">
    <path d={up ? 'M8 3l5 6H9.5v4h-3V9H3z' : 'M8 13L3 7h3.5V3h3v4H13z'} fill="currentColor" />
  </svg>
);

function Reason({ reason }: { reason: CompatibilityReason }) {
  const raises = reason.effect === 'raises';
  return (
    <li className={`cur-meter__reason ${raises ? 'is-raising' : 'is-lowering'}`} data-effect={reason.effect}>
      <ArrowIcon up={raises} />
      <span className="dl-visually-hidden">{raises ? 'Raises the score: ' : 'Lowers the score: '}</span>
      <span>{reason.text}</span>
    </li>
  );
}

const productOfSuggestion = (s: CompatibilitySuggestion): BoardProduct => ({ id: s.productId, title: s.title, slug: s.slug, media: s.media, price: s.price, approval: 'approved' });

function Suggestion({ suggestion, score, board, added = false, onAdd }: { suggestion: CompatibilitySuggestion; score: number | null; board: Board; added?: boolean; onAdd(product: BoardProduct): void }) {
  const full = slotForNewProduct(board) === null;
  const lift = added
    ? 'Added to your board'
    : full
      ? 'The board is full: remove a piece to make room for'
      : score !== null && suggestion.score > score
        ? `Would raise it to ${suggestion.score}`
        : 'Goes with your pieces';
  return (
    // Just added, it keeps its place (and the meter its height) until the board is weighed again.
    <div className={`cur-meter__suggestion${added ? ' is-added' : ''}`} data-testid="meter-suggestion">
      <span className="cur-meter__suggestion-media">
        <MediaImage media={suggestion.media} alt="" largest="thumb" sizes="64px" width={1} height={1} style={{ objectFit: 'contain' }} />
      </span>
      <div className="cur-meter__suggestion-text">
        <span className="dl-flow-muted cur-muted">{lift}</span>
        <strong title={suggestion.title}>{suggestion.title}</strong>
        <span className="dl-flow-muted cur-muted">{formatPrice(suggestion.price)}</span>
      </div>
      {added ? (
        <Button type="primary" ghost disabled>
          Added
        </Button>
      ) : (
        <Button type="primary" ghost disabled={full} aria-label={`Add ${suggestion.title} to the board`} onClick={() => onAdd(productOfSuggestion(suggestion))}>
          Add to board
        </Button>
      )}
    </div>
  );
}

/**
 * "Does it go together?": how well the board's pieces go together (0-100), why (the model's
 * largest contributions, each marked as raising or lowering the score), and the piece that would
 * raise it most, added to the first empty slot in one action. It asks once the board has rested,
 * and keeps the last answer in place while the next loads, so the editor never jumps.
 */
export function CompatibilityMeter({ board, roomTypeId, send }: Props) {
  const { token } = theme.useToken();
  const section = useRef<HTMLElement>(null);
  // The added piece leaves the suggestion (and its button): focus stays in the meter, which
  // shows the next suggestion once the board is weighed again; the editor announces the slot.
  const add = (product: BoardProduct) => {
    send({ type: 'ADD_PRODUCT', product });
    section.current?.focus();
  };
  const placed = placedProducts(board);
  const key = `${roomTypeId ?? ''}|${placed
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join(',')}`;
  // The key is the body's identity: a new body only when the pieces or the room change.
  const body = useMemo(() => compatibilityBody(placed.map((p) => p.id), roomTypeId), [key]);
  const asked = useSettled(body, key, METER_DEBOUNCE_MS);
  const query = useQuery({ ...compatibilityQuery(asked), enabled: asked.products.length > 0, placeholderData: keepPreviousData });

  // The last answer stays while the next loads; with fewer than two pieces there is no score to keep.
  const answer = placed.length > 0 ? query.data : undefined;
  const score = placed.length >= 2 ? (answer?.score ?? null) : null;
  const updating = placed.length > 0 && (asked !== body || query.isFetching);
  const onBoard = new Set(placed.map((p) => p.id));
  const suggestion = answer?.suggestion && !onBoard.has(answer.suggestion.productId) ? answer.suggestion : null;
  const justAdded = updating && answer?.suggestion && onBoard.has(answer.suggestion.productId) ? answer.suggestion : null;
  const reasons = score !== null ? (answer?.reasons ?? []).slice(0, MAX_REASONS) : [];
  const summary = summaryOf(placed.length, answer, { updating, failed: query.isError });

  return (
    <section ref={section} tabIndex={-1} className="cur-meter" aria-labelledby="cur-meter-title" aria-busy={updating} data-testid="compatibility-meter">
      <div className="cur-meter__gauge" aria-hidden>
        <Progress
          type="dashboard"
          size={92}
          percent={score ?? 0}
          strokeColor={token.colorPrimary}
          format={() => (score === null ? <span className="cur-meter__none">–</span> : <span className="cur-meter__score">{score}</span>)}
        />
      </div>
      <div className="cur-meter__body">
        <div className="cur-meter__head">
          <h2 id="cur-meter-title" className="cur-meter__title">
            Does it go together?
          </h2>
          <span className={`cur-meter__updating${updating ? ' is-on' : ''}`} aria-hidden={!updating}>
            Updating…
          </span>
        </div>
        <p className="cur-meter__summary" aria-live="polite" aria-atomic="true" data-testid="meter-summary">
          {summary}
        </p>
        {reasons.length > 0 && (
          <ul className="cur-meter__reasons" aria-label="Why">
            {reasons.map((reason) => (
              <Reason key={reason.code} reason={reason} />
            ))}
          </ul>
        )}
      </div>
      {suggestion && <Suggestion suggestion={suggestion} score={score} board={board} onAdd={add} />}
      {justAdded && <Suggestion suggestion={justAdded} score={score} board={board} added onAdd={add} />}
    </section>
  );
}

export default CompatibilityMeter;
