import {
  decideLookBoard,
  evolveLookBoard,
  evolveProduct,
  initialLookBoardState,
  initialProductState,
  lookBoardStream,
  productStream,
  type LookBoardCommand,
  type LookBoardEvent,
  type LookBoardState,
  type ProductEvent,
  type ProductGoneReason,
  type ProductState,
} from '@decorlook/domain';
import { chooseSubstitute, similarPriceBand } from '@decorlook/domain/lookboards/look-board.repair';
import { productTraitsOf, type ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { Sql } from '@decorlook/infra/db/sql';
import type { EventStore, RecordedEvent } from '@decorlook/infra/event-store/types';
import { ReadModelBehind } from '@decorlook/infra/projections/transient';
import type { Reactor } from '@decorlook/infra/projections/index';
import { candidateTraits, currentModel, traitsOf } from '../../recommendations/compatibility/queries';
import { boardsConcerning } from '../boards/queries';
import { LOOK_BOARDS_PROJECTOR } from '../boards/projector';

export const LOOK_BOARD_REPAIR_REACTOR = 'look-board-repair';

const GONE: Partial<Record<string, ProductGoneReason>> = { ProductRejected: 'rejected', ProductTakenDown: 'takenDown', ProductRemoved: 'removed' };
const BACK = new Set(['ProductApproved', 'ProductRestored']);

/**
 * Boards that repair themselves. When a product goes (rejected, taken down, deleted), every board
 * holding it, or offering it as a substitute, is offered the best substitute for its slot
 * (LookBoardSubstituteOffered); when it comes back (approved again, restored), their offers for
 * it lapse. Each decision is the board's own (decideLookBoard on its stream): an offer is made
 * once per catalog event, and the events appended carry ids derived from that event, so a
 * redelivery, a retried batch or a second process appends nothing more. Nothing on a board
 * changes here: its owner accepts or picks.
 *
 * Which boards a product concerns is read from the look boards' read model, so a product event is
 * handled only once that projector has passed it (until then the batch is retried). A reactor, not
 * a projector: it starts at the current position and is never replayed.
 */
export function lookBoardRepairReactor(): Reactor {
  return {
    kind: 'reactor',
    name: LOOK_BOARD_REPAIR_REACTOR,
    version: 1,
    handles: [...Object.keys(GONE), ...BACK],
    async apply(events, { sql, store }) {
      // Once the look boards' read model has passed the batch's last event, it has passed them all.
      if (events.length > 0) await lookBoardsPassed(sql, events[events.length - 1]);
      for (const e of events) await repair(sql, store, e);
    },
  };
}

async function repair(sql: Sql, store: EventStore, e: RecordedEvent): Promise<void> {
  const reason = GONE[e.type];
  if (!reason && !BACK.has(e.type)) return;
  const productId = (e.data as { productId: number }).productId;
  const product = await loadProduct(store, productId);
  const back = product.exists && !product.removed && !product.takenDown && product.status === 'approved';
  // Only the product as it stands now is acted on: a rejection already undone offers nothing.
  if (reason ? back : !back) return;
  const meta = { operationId: `look-board-repair:${e.eventId}`, causationId: e.eventId, correlationId: e.metadata.correlationId ?? e.eventId, userId: null };
  const now = e.createdAt.toISOString();
  for (const lookBoardId of await boardsConcerning(sql, productId)) {
    const aggregate = { streamId: lookBoardStream(lookBoardId), initialState: initialLookBoardState, evolve: evolveLookBoard };
    let command: LookBoardCommand;
    if (reason) {
      const board = await loadBoard(store, lookBoardId);
      const substituteId = await substituteFor(sql, store, board, productId);
      command = { type: 'OfferSubstitute', productId, substituteId, reason, causeId: e.eventId, now };
    } else {
      command = { type: 'LapseSubstitute', productId, causeId: e.eventId, now };
    }
    await handleCommand(store, aggregate, (s) => decideLookBoard(command, s), meta);
  }
}

/**
 * The look boards' read model has applied every board event up to this one (or is not run here):
 * its safe position passed it, or no event of its types up to it is left unapplied (the rule of
 * read-your-writes waits; every transaction up to this event has finished, as the runner read it).
 */
async function lookBoardsPassed(sql: Sql, e: RecordedEvent): Promise<void> {
  const { rows } = await sql.query<{ passed: boolean }>(
    `SELECT p.safe_tx >= $2::text::xid8 OR NOT EXISTS (
       SELECT 1 FROM events e WHERE e.type = ANY(p.handles) AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_position) AND e.transaction_id <= $2::text::xid8
     ) AS passed
     FROM projections p WHERE p.name = $1`,
    [LOOK_BOARDS_PROJECTOR, String(e.transactionId)],
  );
  if (rows[0] && !rows[0].passed) throw new ReadModelBehind(LOOK_BOARDS_PROJECTOR);
}

async function loadProduct(store: EventStore, productId: number): Promise<ProductState> {
  const { events } = await store.readStream(productStream(productId));
  return events.reduce((s, x) => evolveProduct(s, x as unknown as ProductEvent), initialProductState());
}

async function loadBoard(store: EventStore, lookBoardId: number): Promise<LookBoardState> {
  const { events } = await store.readStream(lookBoardStream(lookBoardId));
  return events.reduce((s, x) => evolveLookBoard(s, x as unknown as LookBoardEvent), initialLookBoardState());
}

async function traitsFromStream(store: EventStore, productId: number): Promise<ProductTraits | null> {
  const { events } = await store.readStream(productStream(productId));
  const added = events.find((x) => x.type === 'ProductAdded');
  return added ? productTraitsOf(added.data as Parameters<typeof productTraitsOf>[0]) : null;
}

/**
 * The best substitute for the slot the product that went held on the board (its own, or the one
 * it was offered for): approved products of the slot product's item class, at a similar price
 * (any price when none is), none already on the board nor suggested for another of its slots; the compatibility
 * model in force chooses among them, or the plainer rule before one is trained (chooseSubstitute).
 */
async function substituteFor(sql: Sql, store: EventStore, board: LookBoardState, goneId: number): Promise<number | null> {
  const products = board.details?.products ?? [];
  const slot = products.includes(goneId) ? goneId : [...board.substitutes].find(([, o]) => o.substituteId === goneId)?.[0];
  if (slot === undefined) return null;
  const slotTraits = await traitsFromStream(store, slot);
  if (!slotTraits) return null;
  // The slot's own suggestion stays a candidate (a second cause for the same product changes nothing).
  const offeredElsewhere = [...board.substitutes].flatMap(([id, o]) => (id === slot || o.substituteId === null ? [] : [o.substituteId]));
  const exclude = [...products, goneId, ...offeredElsewhere];
  const { priceMin, priceMax } = similarPriceBand(slotTraits.price);
  const itemClassIds = [slotTraits.itemClassId];
  let candidates = await candidateTraits(sql, { itemClassIds, priceMin, priceMax, exclude });
  if (candidates.length === 0) candidates = await candidateTraits(sql, { itemClassIds, exclude });
  if (candidates.length === 0) return null;
  const others = await traitsOf(
    sql,
    products.filter((id) => id !== slot),
  );
  return chooseSubstitute(await currentModel(sql), { roomTypeId: board.details?.roomTypeId ?? null, slot: slotTraits, others }, candidates);
}
