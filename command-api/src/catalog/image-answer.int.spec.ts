import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageView, type ImageView, type LookBoardView } from '@decorlook/domain';
import { testClient, type Person } from '../../../test/support/client';
import { startTestServer, type TestServer } from '../../../test/support/test-server';

/**
 * An image a write answers is the view the read answers (one presenter, domain's imageViewOf):
 * its request count, first look board and credited owner come from the events the write reads.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
let anna: Person; // owns the image
let ben: Person; // claims its credit and likes its board
let admin: Person;

beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation'] });
  client = testClient(s, { readYourWrites: true });
  anna = await client.person('Anna', { lastName: 'Lind' });
  ben = await client.person('Ben', { lastName: 'Berg', displayName: 'Ben the Builder' });
  admin = await client.person('Ada', { role: 'admin' });
});
afterAll(() => s?.close());

describe('the image a write answers', () => {
  it('is the image the read answers: a new one with no request, board or credit; a changed one with its best board and credited owner', async () => {
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2e86c1' } }).png().toBuffer();
    const mediaId = await client.upload(anna, 'inspirationImage', png, 'room.png');
    const added = await client.ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId, title: 'Blue study', styles: [1], roomTypeId: 1 }, 201);
    expect(imageView.strict().parse(added)).toMatchObject({ requestCount: 0, firstLookBoard: null, creditedOwner: null });
    expect(added).toEqual(await client.ok<ImageView>(anna, 'GET', `/inspiration-image/${added.id}`));
    await client.ok(admin, 'POST', `/admin/inspiration-images/${added.id}/approve`);

    const productMedia = await client.upload(anna, 'product', png, 'lamp.png');
    const product = await client.ok<{ id: number }>(anna, 'POST', '/product', { mediaId: productMedia, title: 'Blue lamp', price: 2_000, itemClassId: 1, styles: [1] }, 201);
    await client.ok(admin, 'POST', `/admin/products/${product.id}/approve`);
    const board = { title: 'Blue calm', description: 'A calm look', message: 'Enjoy', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, inspirationImageId: added.id, products: [product.id] };
    const { id: boardId } = await client.ok<LookBoardView>(anna, 'POST', '/look-board', board, 201);
    await client.ok(anna, 'POST', `/look-board/${boardId}/submit`);
    await client.ok(admin, 'POST', `/admin/look-boards/${boardId}/approve`);
    await client.ok(anna, 'POST', `/look-board/${boardId}/like`, { isLiked: true });
    const claim = await client.ok<{ id: number }>(
      ben,
      'POST',
      `/inspiration-image/${added.id}/credit-claim`,
      { fullName: 'Ben Berg', email: 'ben@example.com', creditName: 'Ben Berg Studio', permission: 'exclusive', accurate: true, signature: 'Ben Berg' },
      201,
    );
    await client.ok(admin, 'POST', `/admin/credit-claims/${claim.id}/approve`);

    const edited = await client.ok<ImageView>(anna, 'PUT', `/inspiration-image/${added.id}`, { title: 'Blue study room', styles: [1], roomTypeId: 1 });
    expect(edited).toMatchObject({
      title: 'Blue study room',
      firstLookBoard: { id: boardId, title: 'Blue calm', slug: 'blue-calm', isLiked: true, isVoted: false },
      creditedOwner: { userId: ben.id, displayName: 'Ben the Builder', permission: 'exclusive' },
    });
    expect(edited).toEqual(await client.ok<ImageView>(anna, 'GET', `/inspiration-image/${added.id}`));
  });
});
