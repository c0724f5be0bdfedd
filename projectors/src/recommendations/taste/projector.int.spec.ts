import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFeedbackStream } from '@decorlook/domain/recommendations/feedback.events';
import { learnTaste, tasteAffinity } from '@decorlook/domain/recommendations/taste';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { tasteOf, verdictsOf } from './queries';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { tasteProjector } from './projector';

/** The taste projector against a real store and runner: keeps and swaps in, profiles out; again, late, and replayed. */
let kit: ProjectorKit;
const [ANA, BEN] = [7, 8];
const boho = { itemClassId: 1, styles: [3], colors: [5], materials: [4], price: 30_000 };
const modern = { itemClassId: 1, styles: [2], colors: [2], materials: [1], price: 150_000 };
const where = { context: 'stream', requestId: null, imageId: null };
const kept = (userId: number, productId: number, traits: object, minute: number): EventToAppend => ({
  type: 'ProductKept',
  data: { userId, productId, ...where, traits, keptAt: isoAt(minute) },
});
const swapped = (userId: number, productId: number, traits: object, minute: number, chosen: { id: number; traits: object } | null = null): EventToAppend => ({
  type: 'ProductSwapped',
  data: { userId, productId, ...where, traits, chosenId: chosen?.id ?? null, chosenTraits: chosen?.traits ?? null, swappedAt: isoAt(minute) },
});

beforeAll(async () => {
  kit = await startProjectorKit([tasteProjector]);
  await kit.append(productFeedbackStream(ANA), [kept(ANA, 10, modern, 1)]);
  // Ana changes her mind about 10, and swaps 11 for 12.
  await kit.append(productFeedbackStream(ANA), [swapped(ANA, 10, modern, 2), swapped(ANA, 11, modern, 3, { id: 12, traits: boho })]);
  await kit.append(productFeedbackStream(BEN), [kept(BEN, 10, modern, 4)]);
}, 120_000);

afterAll(async () => {
  await kit?.close();
});

describe('the taste projector', () => {
  it("keeps each member's latest verdict about each product, and the profile they give", async () => {
    expect((await kit.rows('taste_choices', 'user_id, product_id')).map((r) => [r.user_id, r.product_id, r.verdict, r.chosen_id])).toEqual([
      [ANA, 10, 'swapped', null],
      [ANA, 11, 'swapped', 12],
      [ANA, 12, 'kept', null],
      [BEN, 10, 'kept', null],
    ]);
    expect(await verdictsOf(kit.db.pool, ANA, [11, 99, 10])).toEqual([
      { productId: 11, verdict: 'swapped', chosenId: 12 },
      { productId: 10, verdict: 'swapped', chosenId: null },
    ]);
    expect(await verdictsOf(kit.db.pool, BEN, [11, 10])).toEqual([{ productId: 10, verdict: 'kept', chosenId: null }]);
    const ana = await tasteOf(kit.db.pool, ANA);
    expect(ana.choices).toBe(3);
    expect(tasteAffinity(ana, boho)).toBeGreaterThan(0);
    expect(tasteAffinity(ana, modern)).toBeLessThan(0);
    expect(ana).toEqual(
      learnTaste([
        { productId: 10, verdict: 'swapped', traits: modern },
        { productId: 11, verdict: 'swapped', traits: modern },
        { productId: 12, verdict: 'kept', traits: boho },
      ]),
    );
    expect(tasteAffinity(await tasteOf(kit.db.pool, BEN), modern)).toBeGreaterThan(0);
    expect(await tasteOf(kit.db.pool, 99)).toEqual({ choices: 0, weights: [] });
    expect(await tasteOf(kit.db.pool, null)).toEqual({ choices: 0, weights: [] });
  });

  it('gives the same rows when every event is delivered twice, and late', async () => {
    const { live, once, twice } = await kit.deliverTwice(tasteProjector);
    expect(twice).toEqual(once);
    expect(once).toEqual(live);
  });

  it('is rebuilt by a replay to the same rows', async () => {
    const before = await Promise.all(['taste_choices', 'taste_profiles'].map((t) => kit.rows(t, '1, 2')));
    await kit.replay(tasteProjector);
    expect(await Promise.all(['taste_choices', 'taste_profiles'].map((t) => kit.rows(t, '1, 2')))).toEqual(before);
  });
});
