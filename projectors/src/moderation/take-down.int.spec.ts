import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStream, lookBoardStream, productStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { searchReader } from '@decorlook/infra/search/postgres-search-index';
import { histogram, isoAt, startProjectorKit, type ProjectorKit } from '../catalog/projector-kit.int';
import { catalogImagesProjector } from '../catalog/images/projector';
import { catalogProductsProjector } from '../catalog/products/projector';
import { lookBoardsProjector } from '../lookboards/boards/projector';

/**
 * Take-downs in the catalog's and look boards' projectors: an admin's take-down flags the row and
 * takes the item out of the search index in the same transaction; a restore puts it back as it
 * is then, its approval untouched; a credit names the credited owner. Delivered again (and late,
 * newest first) and replayed, the rows stay the same.
 */
let kit: ProjectorKit;
const OWNER = 10;
const ADMIN = 1;
const CLAIMANT = 30;

const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const image = (imageId: number, minute: number, title: string): EventToAppend =>
  ev('InspirationImageAdded', {
    imageId,
    ownerId: OWNER,
    mediaId: 100 + imageId,
    media: { userId: OWNER, hash: `${imageId}`.padStart(32, 'a') },
    width: 1200,
    height: 800,
    title,
    description: null,
    styles: [1],
    subStyles: [],
    roomTypeId: null,
    type: 'room',
    sourceUrl: null,
    credit: null,
    palette: ['#aabbcc'],
    colorGroups: [],
    features: histogram(imageId),
    addedAt: isoAt(minute),
  });
const product = (productId: number, minute: number, title: string): EventToAppend =>
  ev('ProductAdded', {
    productId,
    ownerId: OWNER,
    mediaId: 200 + productId,
    media: { userId: OWNER, hash: `${productId}`.padStart(32, 'b') },
    title,
    description: null,
    price: 5000,
    brand: null,
    retailerUrl: null,
    itemClassId: 1,
    styles: [1],
    subStyles: [],
    colors: [2],
    materials: [],
    shapes: [],
    countries: [],
    dimensions: null,
    colorGroups: [],
    palette: [],
    features: histogram(productId),
    addedAt: isoAt(minute),
  });
const board = (lookBoardId: number, minute: number) =>
  ev('LookBoardCreated', {
    lookBoardId,
    ownerId: OWNER,
    title: `Board ${lookBoardId}`,
    description: 'Oak',
    message: '',
    type: 'room',
    roomTypeId: 1,
    itemClassId: null,
    styleId: 1,
    color: '#aabbcc',
    columns: 1,
    products: [1],
    inspirationImageId: 2,
    requestId: null,
    public: true,
    createdAt: isoAt(minute),
  });
const approveImage = (imageId: number) => ev('InspirationImageApproved', { imageId, ownerId: OWNER, adminId: ADMIN, approvedAt: isoAt(10) });
const takeDownImage = (imageId: number, minute: number) =>
  ev('InspirationImageTakenDown', { imageId, ownerId: OWNER, adminId: ADMIN, reason: 'Copyright', takenDownAt: isoAt(minute) });
const restoreImage = (imageId: number, minute: number) => ev('InspirationImageRestored', { imageId, ownerId: OWNER, adminId: ADMIN, restoredAt: isoAt(minute) });
const approveProduct = (productId: number) => ev('ProductApproved', { productId, ownerId: OWNER, adminId: ADMIN, approvedAt: isoAt(10) });
const search = () => searchReader(kit.db.pool, {});
const approvedImages = async (text?: string) => (await search().searchImages({ sort: 'newest', offset: 0, limit: 10, text })).ids;
const approvedProducts = async () => (await search().searchProducts({ sort: 'newest', offset: 0, limit: 10 })).ids;

beforeAll(async () => {
  kit = await startProjectorKit([catalogImagesProjector, catalogProductsProjector, lookBoardsProjector]);
  // Image 1: approved, taken down, edited and credited while down. Image 2: down and restored. Image 3: pending, down and restored.
  await kit.append(imageStream(1), [image(1, 1, 'Sunny loft'), approveImage(1)]);
  await kit.append(imageStream(1), [takeDownImage(1, 20)]);
  await kit.append(imageStream(1), [
    ev('InspirationImageEdited', { imageId: 1, title: 'Edited while down', editedAt: isoAt(21) }),
    ev('InspirationImageCredited', { imageId: 1, userId: CLAIMANT, permission: 'exclusive', claimId: 7, adminId: ADMIN, creditedAt: isoAt(22) }),
  ]);
  await kit.append(imageStream(2), [image(2, 2, 'Blue bedroom'), approveImage(2), takeDownImage(2, 20)]);
  await kit.append(imageStream(2), [restoreImage(2, 23)]);
  await kit.append(imageStream(3), [image(3, 3, 'Pending kitchen'), takeDownImage(3, 20), restoreImage(3, 23)]);

  await kit.append(productStream(1), [product(1, 1, 'Oak sofa'), approveProduct(1)]);
  await kit.append(productStream(1), [ev('ProductTakenDown', { productId: 1, ownerId: OWNER, adminId: ADMIN, reason: 'Counterfeit', takenDownAt: isoAt(20) })]);
  await kit.append(productStream(2), [product(2, 2, 'Linen lamp'), approveProduct(2)]);
  await kit.append(productStream(2), [ev('ProductTakenDown', { productId: 2, ownerId: OWNER, adminId: ADMIN, reason: 'Check', takenDownAt: isoAt(20) })]);
  await kit.append(productStream(2), [ev('ProductRestored', { productId: 2, ownerId: OWNER, adminId: ADMIN, restoredAt: isoAt(23) })]);

  const approveBoard = (lookBoardId: number) => [
    ev('LookBoardSubmitted', { lookBoardId, ownerId: OWNER, submittedAt: isoAt(5) }),
    ev('LookBoardApproved', { lookBoardId, ownerId: OWNER, adminId: ADMIN, inspirationImageId: 2, requestId: null, approvedAt: isoAt(6) }),
  ];
  await kit.append(lookBoardStream(1), [board(1, 1), ...approveBoard(1)]);
  await kit.append(lookBoardStream(1), [ev('LookBoardTakenDown', { lookBoardId: 1, ownerId: OWNER, adminId: ADMIN, reason: 'Spam', takenDownAt: isoAt(20) })]);
  await kit.append(lookBoardStream(2), [board(2, 2), ...approveBoard(2)]);
  await kit.append(lookBoardStream(2), [ev('LookBoardTakenDown', { lookBoardId: 2, ownerId: OWNER, adminId: ADMIN, reason: 'Check', takenDownAt: isoAt(20) })]);
  await kit.append(lookBoardStream(2), [ev('LookBoardRestored', { lookBoardId: 2, ownerId: OWNER, adminId: ADMIN, restoredAt: isoAt(23) })]);
});
afterAll(() => kit?.close());

describe('take-downs in the catalog and look boards projectors', () => {
  it('flags a taken-down image with who, when and why, keeps changes made meanwhile, and names its credited owner', async () => {
    const rows = await kit.rows('inspiration_images');
    expect(rows.map((r) => [r.id, r.status, r.taken_down, r.taken_down_reason, r.taken_down_by])).toEqual([
      [1, 'approved', true, 'Copyright', ADMIN],
      [2, 'approved', false, null, null],
      [3, 'pending', false, null, null],
    ]);
    expect((rows[0].taken_down_at as Date).toISOString()).toBe(isoAt(20));
    expect(rows[0]).toMatchObject({ title: 'Edited while down', credited_user_id: CLAIMANT, credit_permission: 'exclusive', credit_claim_id: 7 });
    expect(rows[1]).toMatchObject({ credited_user_id: null, credit_permission: null });
  });

  it('keeps a taken-down image out of the search index, even after an edit, and puts a restored one back with its approval', async () => {
    expect(await approvedImages()).toEqual([2]);
    expect(await approvedImages('edited')).toEqual([]);
    expect(await approvedImages('sunny')).toEqual([]);
    const own = await search().searchImages({ sort: 'newest', offset: 0, limit: 10, ownerId: OWNER, statuses: ['pending', 'approved', 'rejected'] });
    expect(own.ids).toEqual([3, 2]);
    expect((await search().similarImages({ id: 1, offset: 0, limit: 10 })).ids).toEqual([]);
    expect((await search().similarImages({ id: 2, offset: 0, limit: 10 })).ids).not.toContain(1);
  });

  it('takes a product out of the search and its filter rows, and a restored one back', async () => {
    expect((await kit.rows('products')).map((r) => [r.id, r.status, r.taken_down, r.taken_down_reason])).toEqual([
      [1, 'approved', true, 'Counterfeit'],
      [2, 'approved', false, null],
    ]);
    expect(await approvedProducts()).toEqual([2]);
    expect((await kit.rows('product_filters')).map((r) => r.id)).toEqual([2]);
  });

  it('flags a taken-down look board and clears the flag on restore, its review status kept', async () => {
    expect((await kit.rows('look_boards')).map((r) => [r.id, r.status, r.taken_down, r.taken_down_reason])).toEqual([
      [1, 'approved', true, 'Spam'],
      [2, 'approved', false, null],
    ]);
  });

  it('gives the same rows when every event is delivered twice, and late', async () => {
    for (const p of [catalogImagesProjector, catalogProductsProjector, lookBoardsProjector]) {
      const { live, once, twice } = await kit.deliverTwice(p);
      expect(twice, p.name).toEqual(once);
      expect(once, p.name).toEqual(live);
    }
  });

  it('restores an image as it is now: the edit made while it was down is what the search finds', async () => {
    await kit.append(imageStream(1), [restoreImage(1, 30)]);
    expect(await approvedImages()).toEqual([2, 1]);
    expect(await approvedImages('edited')).toEqual([1]);
    const [row] = await kit.rows('inspiration_images');
    expect(row).toMatchObject({ taken_down: false, taken_down_reason: null, status: 'approved', credited_user_id: CLAIMANT });
  });

  it('is rebuilt by a replay to the same rows and the same search results', async () => {
    const tables = ['inspiration_images', 'image_search', 'products', 'product_search', 'product_filters', 'look_boards'];
    const before = await Promise.all(tables.map((t) => kit.rows(t, '1, 2')));
    for (const p of [catalogImagesProjector, catalogProductsProjector, lookBoardsProjector]) await kit.replay(p);
    expect(await Promise.all(tables.map((t) => kit.rows(t, '1, 2')))).toEqual(before);
    expect(await approvedImages()).toEqual([2, 1]);
    expect(await approvedProducts()).toEqual([2]);
  });
});
