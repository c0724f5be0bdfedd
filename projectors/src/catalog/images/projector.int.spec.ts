import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStream, requestStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { searchReader } from '@decorlook/infra/search/postgres-search-index';
import { histogram, isoAt, startProjectorKit, type ProjectorKit } from '../projector-kit.int';
import { catalogImagesProjector } from './projector';

/** The images projector against a real store: events in, rows and search results out. */
let kit: ProjectorKit;
const OWNER = 10;
const OTHER = 11;
const ADMIN = 1;

const added = (imageId: number, ownerId: number, minute: number, extra: Record<string, unknown> = {}): EventToAppend => ({
  type: 'InspirationImageAdded',
  data: {
    imageId,
    ownerId,
    mediaId: 100 + imageId,
    media: { userId: ownerId, hash: `${imageId}`.padStart(32, 'a') },
    width: 1200,
    height: 800,
    title: `Image ${imageId}`,
    description: null,
    styles: [],
    subStyles: [],
    roomTypeId: null,
    type: 'room',
    sourceUrl: null,
    credit: null,
    palette: ['#aabbcc'],
    colorGroups: [],
    features: histogram(0),
    addedAt: isoAt(minute),
    ...extra,
  },
});
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const search = () => searchReader(kit.db.pool);
const requested = (requestId: number, imageId: number, minute: number): EventToAppend =>
  ev('RequestSubmitted', {
    requestId,
    userId: 30 + requestId,
    inspirationImageId: imageId,
    imageSource: 'all',
    requestType: 'room',
    title: `Request ${requestId}`,
    items: [],
    roomType: null,
    message: '',
    requestColor: null,
    requestStyle: 1,
    submittedAt: isoAt(minute),
  });

beforeAll(async () => {
  kit = await startProjectorKit([catalogImagesProjector]);
  await kit.append(imageStream(1), [
    added(1, OWNER, 1, { title: 'Sunny Café Loft', description: 'Warm wood and plants', styles: [1, 2], roomTypeId: 1, colorGroups: [3], features: histogram(0, 1) }),
  ]);
  await kit.append(imageStream(2), [added(2, OWNER, 2, { title: 'Blue bedroom', styles: [2], type: 'single', features: histogram(20) })]);
  await kit.append(imageStream(3), [added(3, OTHER, 3, { title: 'Rustic kitchen', styles: [3], features: histogram(0, 2) })]);
  await kit.append(imageStream(4), [added(4, OTHER, 4, { title: 'Green living room', styles: [1], roomTypeId: 1, features: histogram(0, 1, 2) })]);
  await kit.append(imageStream(1), [
    ev('InspirationImageApproved', { imageId: 1, ownerId: OWNER, adminId: ADMIN, approvedAt: isoAt(10) }),
    ev('InspirationImageEdited', { imageId: 1, title: 'Sunny Loft', styles: [1], roomTypeId: null, editedAt: isoAt(11) }),
    ev('InspirationImagePermissionsSet', { imageId: 1, permissions: 'exclusive', setAt: isoAt(11) }),
  ]);
  await kit.append(imageStream(2), [ev('InspirationImageRejected', { imageId: 2, ownerId: OWNER, adminId: ADMIN, reason: 'Blurry', rejectedAt: isoAt(12) })]);
  await kit.append(imageStream(3), [ev('InspirationImageApproved', { imageId: 3, ownerId: OTHER, adminId: ADMIN, approvedAt: isoAt(12) })]);
  await kit.append(imageStream(4), [ev('InspirationImageApproved', { imageId: 4, ownerId: OTHER, adminId: ADMIN, approvedAt: isoAt(12) })]);
  // Likes: 20 likes, 21 likes, 20 takes it back, 22 likes; then the third image is liked and removed.
  await kit.append(imageStream(1), [
    ev('InspirationImageLiked', { imageId: 1, userId: 20, likedAt: isoAt(13) }),
    ev('InspirationImageLiked', { imageId: 1, userId: 21, likedAt: isoAt(14) }),
  ]);
  await kit.append(imageStream(1), [ev('InspirationImageUnliked', { imageId: 1, userId: 20, unlikedAt: isoAt(15) })]);
  await kit.append(imageStream(1), [ev('InspirationImageLiked', { imageId: 1, userId: 22, likedAt: isoAt(16) })]);
  await kit.append(imageStream(3), [ev('InspirationImageLiked', { imageId: 3, userId: 20, likedAt: isoAt(16) })]);
  await kit.append(imageStream(3), [ev('InspirationImageRemoved', { imageId: 3, ownerId: OTHER, removedAt: isoAt(17) })]);
  // Looks requested of the images: two of the fourth, one of the first.
  await kit.append(requestStream(1), [requested(1, 4, 18)]);
  await kit.append(requestStream(2), [requested(2, 1, 19)]);
  await kit.append(requestStream(3), [requested(3, 4, 20)]);
});
afterAll(() => kit?.close());

describe('the catalog-images projector', () => {
  it('keeps each image as the site shows it: edits, moderation, permissions, likes and removal', async () => {
    const rows = await kit.rows('inspiration_images');
    expect(rows.map((r) => [r.id, r.status, r.removed])).toEqual([
      [1, 'approved', false],
      [2, 'rejected', false],
      [3, 'approved', true],
      [4, 'approved', false],
    ]);
    expect(rows[0]).toMatchObject({
      title: 'Sunny Loft',
      slug: 'sunny-loft',
      description: 'Warm wood and plants',
      styles: [1],
      room_type_id: null,
      permissions: 'exclusive',
      likes_count: 2,
      request_count: 1,
      media_user_id: OWNER,
      width: 1200,
      height: 800,
      palette: ['#aabbcc'],
    });
    expect(rows[1]).toMatchObject({ rejection_reason: 'Blurry', title: 'Blue bedroom', slug: 'blue-bedroom' });
    expect((await kit.rows('image_likes', '1, 2')).map((r) => [r.image_id, r.user_id])).toEqual([
      [1, 21],
      [1, 22],
      [3, 20],
    ]);
  });

  it('keeps the search index current: approved and not removed, with the edits and likes', async () => {
    expect((await search().searchImages({ sort: 'newest', offset: 0, limit: 10 })).ids).toEqual([4, 1]);
    expect((await search().searchImages({ sort: 'liked', offset: 0, limit: 10 })).ids).toEqual([1, 4]);
    expect((await search().searchImages({ sort: 'newest', offset: 0, limit: 10, text: 'sunny' })).ids).toEqual([1]);
    // The edit took the second style and the room type away.
    expect((await search().searchImages({ sort: 'newest', offset: 0, limit: 10, styles: [2] })).ids).toEqual([]);
    expect((await search().searchImages({ sort: 'newest', offset: 0, limit: 10, roomTypes: [1] })).ids).toEqual([4]);
    const own = await search().searchImages({ sort: 'newest', offset: 0, limit: 10, ownerId: OWNER, statuses: ['pending', 'approved', 'rejected'] });
    expect(own).toEqual({ ids: [2, 1], total: 2 });
    expect((await search().searchImages({ sort: 'newest', offset: 0, limit: 10, text: 'rustic' })).ids).toEqual([]);
    expect((await search().similarImages({ id: 1, offset: 0, limit: 10 })).ids).toEqual([4]);
  });

  it('counts the looks requested of each image, for its page and the "most requested" order', async () => {
    const rows = await kit.rows('inspiration_images');
    expect(rows.map((r) => [r.id, r.request_count])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 2],
    ]);
    // Most requested first, even though the first image has more likes.
    expect((await search().searchImages({ sort: 'highest', offset: 0, limit: 10 })).ids).toEqual([4, 1]);
  });

  it('gives the same rows when every event is delivered twice', async () => {
    const { live, once, twice } = await kit.deliverTwice(catalogImagesProjector);
    expect(twice).toEqual(once);
    expect(once).toEqual(live);
  });

  it('is rebuilt by a replay to the same rows and the same search results', async () => {
    const queries = [
      { sort: 'newest' as const, offset: 0, limit: 10 },
      { sort: 'liked' as const, offset: 0, limit: 10, text: 'loft' },
      { sort: 'oldest' as const, offset: 0, limit: 10, ownerId: OWNER, statuses: ['pending' as const, 'approved' as const, 'rejected' as const] },
      { sort: 'highest' as const, offset: 0, limit: 10 },
    ];
    const before = await Promise.all(queries.map((q) => search().searchImages(q)));
    const rowsBefore = await Promise.all(['inspiration_images', 'image_likes', 'image_requests', 'image_search'].map((t) => kit.rows(t, '1, 2')));
    await kit.replay(catalogImagesProjector);
    expect(await Promise.all(['inspiration_images', 'image_likes', 'image_requests', 'image_search'].map((t) => kit.rows(t, '1, 2')))).toEqual(rowsBefore);
    expect(await Promise.all(queries.map((q) => search().searchImages(q)))).toEqual(before);
    expect(before[0].ids).toEqual([4, 1]);
  });
});
