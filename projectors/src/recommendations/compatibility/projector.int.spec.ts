import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStream } from '@decorlook/domain/catalog/product';
import { trainCompatibility, type ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import { COMPATIBILITY_MODEL_STREAM } from '@decorlook/domain/recommendations/compatibility.events';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { candidateTraits, currentModel, currentTraining, traitsOf } from './queries';
import { histogram, isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { compatibilityProjector } from './projector';

/** The compatibility projector against a real store and runner: products and models in, traits and the current model out; again, late, and replayed. */
let kit: ProjectorKit;
const OWNER = 5;
const ADMIN = 1;

const traits = (productId: number, itemClassId: number, price: number, styles: number[]): ProductTraits => ({
  productId,
  itemClassId,
  styles,
  subStyles: [],
  colors: [4],
  materials: [1],
  shapes: [],
  price,
  colour: histogram(productId % 32),
  title: `Piece ${productId}`,
});
const added = (t: ProductTraits, minute: number): EventToAppend => ({
  type: 'ProductAdded',
  data: {
    productId: t.productId,
    ownerId: OWNER,
    mediaId: 200 + t.productId,
    media: { userId: OWNER, hash: `${t.productId}`.padStart(32, 'c') },
    title: t.title,
    description: null,
    price: t.price,
    brand: null,
    retailerUrl: null,
    itemClassId: t.itemClassId,
    styles: t.styles,
    subStyles: t.subStyles,
    colors: t.colors,
    materials: t.materials,
    shapes: t.shapes,
    countries: [],
    dimensions: null,
    palette: [],
    colorGroups: [],
    features: t.colour,
    addedAt: isoAt(minute),
  },
});
const approved = (productId: number, minute: number): EventToAppend => ({ type: 'ProductApproved', data: { productId, ownerId: OWNER, adminId: ADMIN, approvedAt: isoAt(minute) } });

// 1 sofa, 2 coffee table, 3 bed, 4 rug (rejected), 5 lamp (taken down, restored), 6 chair (taken down), 7 vase (removed), 8 pending.
const products = [traits(1, 1, 150_000, [1]), traits(2, 3, 40_000, [1]), traits(3, 7, 120_000, [4]), traits(4, 13, 30_000, [1]), traits(5, 15, 8_000, [4]), traits(6, 2, 60_000, [1]), traits(7, 23, 3_000, [1]), traits(8, 1, 90_000, [1])];
const boards = [{ roomTypeId: 1, products: [products[0], products[1], products[3]] }, { roomTypeId: 2, products: [products[2], products[4], products[3]] }];
const first = trainCompatibility(boards, products, { seed: 1 });
const second = trainCompatibility([...boards, ...boards], products, { seed: 2 });
const trained = (model: typeof first, minute: number): EventToAppend => ({
  type: 'CompatibilityModelTrained',
  data: { model, boards: model.trainedOn.boards, products: products.length, heldOutAccuracy: minute === 30 ? 0.75 : null, trainedAt: isoAt(minute) },
});

beforeAll(async () => {
  kit = await startProjectorKit([compatibilityProjector]);
  for (const [i, p] of products.entries()) await kit.append(productStream(p.productId), [added(p, i), ...(p.productId === 8 ? [] : [approved(p.productId, 10 + i)])]);
  await kit.append(productStream(4), [{ type: 'ProductRejected', data: { productId: 4, ownerId: OWNER, adminId: ADMIN, reason: 'Blurry', rejectedAt: isoAt(20) } }]);
  await kit.append(productStream(5), [{ type: 'ProductTakenDown', data: { productId: 5, ownerId: OWNER, adminId: ADMIN, reason: 'Claim', takenDownAt: isoAt(21) } }]);
  await kit.append(productStream(6), [{ type: 'ProductTakenDown', data: { productId: 6, ownerId: OWNER, adminId: ADMIN, reason: 'Claim', takenDownAt: isoAt(22) } }]);
  await kit.append(productStream(5), [{ type: 'ProductRestored', data: { productId: 5, ownerId: OWNER, adminId: ADMIN, restoredAt: isoAt(23) } }]);
  await kit.append(productStream(7), [{ type: 'ProductRemoved', data: { productId: 7, ownerId: OWNER, removedAt: isoAt(24) } }]);
  await kit.append(COMPATIBILITY_MODEL_STREAM, [trained(first, 30)]);
  await kit.append(COMPATIBILITY_MODEL_STREAM, [trained(second, 31)]);
}, 120_000);

afterAll(async () => {
  await kit?.close();
});

describe('the compatibility projector', () => {
  it('gives the traits of approved, visible products only, in the order asked', async () => {
    expect(await traitsOf(kit.db.pool, [5, 3, 4, 6, 7, 8, 99, 1])).toEqual([products[4], products[2], products[0]]);
    expect(await traitsOf(kit.db.pool, [])).toEqual([]);
  });

  it('offers candidates of the classes and prices asked, leaving out what is excluded', async () => {
    expect((await candidateTraits(kit.db.pool)).map((t) => t.productId)).toEqual([1, 2, 3, 5]);
    expect((await candidateTraits(kit.db.pool, { itemClassIds: [1, 7, 13] })).map((t) => t.productId)).toEqual([1, 3]);
    expect((await candidateTraits(kit.db.pool, { priceMin: 10_000, priceMax: 120_000 })).map((t) => t.productId)).toEqual([2, 3]);
    expect((await candidateTraits(kit.db.pool, { exclude: [1, 3], limit: 1 })).map((t) => t.productId)).toEqual([2]);
  });

  it('keeps the latest model trained', async () => {
    expect(await currentModel(kit.db.pool)).toEqual(second);
    expect(await currentTraining(kit.db.pool)).toEqual({ model: second, boards: 4, products: 8, heldOutAccuracy: null, trainedAt: isoAt(31) });
  });

  it('gives the same rows when every event is delivered twice, and late', async () => {
    const { live, once, twice } = await kit.deliverTwice(compatibilityProjector);
    expect(twice).toEqual(once);
    expect(once).toEqual(live);
  });

  it('is rebuilt by a replay to the same rows', async () => {
    const before = await Promise.all(['compatibility_products', 'compatibility_model'].map((t) => kit.rows(t, '1')));
    await kit.replay(compatibilityProjector);
    expect(await Promise.all(['compatibility_products', 'compatibility_model'].map((t) => kit.rows(t, '1')))).toEqual(before);
  });
});
