import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactItemsStream } from '@decorlook/domain/recommendations/budgets.events';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { exactItemsProjector } from './projector';

/** The exact-items projector against a real store and runner: confirmations and withdrawals in, standing confirmations out; again, late, and replayed. */
let kit: ProjectorKit;
const [BOARD, OTHER] = [4, 5];
const [CURATOR, CREDITED] = [7, 8];
const confirmed = (lookBoardId: number, productId: number, userId: number, as: 'curator' | 'creditedOwner', minute: number): EventToAppend => ({
  type: 'ExactItemConfirmed',
  data: { lookBoardId, productId, userId, as, confirmedAt: isoAt(minute) },
});
const withdrawn = (lookBoardId: number, productId: number, userId: number, as: 'curator' | 'creditedOwner', minute: number): EventToAppend => ({
  type: 'ExactItemWithdrawn',
  data: { lookBoardId, productId, userId, as, withdrawnAt: isoAt(minute) },
});

beforeAll(async () => {
  kit = await startProjectorKit([exactItemsProjector]);
  await kit.append(exactItemsStream(BOARD), [confirmed(BOARD, 10, CURATOR, 'curator', 1), confirmed(BOARD, 11, CREDITED, 'creditedOwner', 2)]);
  // The credited owner withdraws the curator's 10, and the curator confirms it again; 12 comes and goes.
  await kit.append(exactItemsStream(BOARD), [withdrawn(BOARD, 10, CREDITED, 'creditedOwner', 3), confirmed(BOARD, 12, CURATOR, 'curator', 4)]);
  await kit.append(exactItemsStream(BOARD), [confirmed(BOARD, 10, CURATOR, 'curator', 5), withdrawn(BOARD, 12, CURATOR, 'curator', 6)]);
  await kit.append(exactItemsStream(OTHER), [confirmed(OTHER, 10, CURATOR, 'curator', 7)]);
}, 120_000);

afterAll(async () => {
  await kit?.close();
});

describe('the exact-items projector', () => {
  it("keeps each board's standing confirmations, with who made them last", async () => {
    expect((await kit.rows('exact_items', 'look_board_id, product_id')).map((r) => [r.look_board_id, r.product_id, r.confirmed_by, r.confirmed_as])).toEqual([
      [BOARD, 10, CURATOR, 'curator'],
      [BOARD, 11, CREDITED, 'creditedOwner'],
      [OTHER, 10, CURATOR, 'curator'],
    ]);
  });

  it('gives the same rows when every event is delivered twice, and late', async () => {
    const { live, once, twice } = await kit.deliverTwice(exactItemsProjector);
    expect(twice).toEqual(once);
    expect(once).toEqual(live);
  });

  it('is rebuilt by a replay to the same rows', async () => {
    const before = await kit.rows('exact_items', 'look_board_id, product_id');
    await kit.replay(exactItemsProjector);
    expect(await kit.rows('exact_items', 'look_board_id, product_id')).toEqual(before);
  });
});
