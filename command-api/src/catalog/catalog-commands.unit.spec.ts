import { beforeEach, describe, expect, it } from 'vitest';
import { MediaNotUsable, NotImageOwner, eventRegistry, imageInput, mediaStream, productInput, signUpInput, type MediaType } from '@decorlook/domain';
import { disabledCaptcha } from '@decorlook/infra/captcha';
import { InMemoryEventStore } from '@decorlook/infra/event-store/in-memory-event-store';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { keyedHash } from '@decorlook/infra/keyed-hash';
import { registerAccount } from '../identity/sign-up';
import { seedReferenceData } from '../site/seed-reference-data';
import { addAffiliateCode } from './add-affiliate-code';
import { addImage } from './add-image';
import { addProduct } from './add-product';
import { approveImage } from './approve-image';
import { likeImage } from './like-image';
import { imageAnswer, ownerCodeFor, ownerOf, presentProduct } from './present';
import { rateProduct } from './rate-product';

/** The catalog's command handlers on the in-memory event store: no database, the same rules. */
const meta: EventMetadata = { userId: null, correlationId: 'spec', causationId: null };
let ids = 0;
const platform = () => ({
  store: new InMemoryEventStore({ registry: eventRegistry }),
  captcha: disabledCaptcha,
  clock: () => new Date('2026-11-22T10:00:00.000Z'),
  hash: (v: string) => keyedHash('in-memory-spec-key', v),
  nextId: async () => ++ids,
});
let p: ReturnType<typeof platform>;
let ada: number;
let bo: number;

async function upload(userId: number, type: MediaType): Promise<number> {
  const mediaId = ++ids;
  const data = { mediaId, userId, type, hash: `${userId}`.padStart(32, 'a'), format: 'png', width: 1200, height: 800, bytes: 1000, palette: ['#ffffff'], colorGroups: [1], features: Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0)), uploadedAt: '2026-11-22T09:00:00.000Z' };
  await p.store.append(mediaStream(mediaId), 'no_stream', [{ type: 'MediaUploaded', data, metadata: meta }]);
  return mediaId;
}

beforeEach(async () => {
  p = platform();
  await seedReferenceData(p as never);
  const person = (email: string, displayName: string) => signUpInput.parse({ email, password: 'correct horse 1', passwordRepeat: 'correct horse 1', terms: true, displayName });
  ada = (await registerAccount(p, person('ada@example.com', 'Ada'), 'personal', meta)).userId;
  bo = (await registerAccount(p, person('bo@example.com', 'bo@example.com'), 'personal', meta)).userId;
});

describe('catalog commands', () => {
  it('adds an image from the caller’s upload and answers it as its owner sees it', async () => {
    const mediaId = await upload(ada, 'inspirationImage');
    const r = await addImage(p, ada, imageInput.parse({ mediaId, title: 'Sunlit Reading Nook', styles: [1], roomTypeId: 1 }), meta);
    const view = await imageAnswer(p, r.state, ada, { fresh: true });
    expect(view).toMatchObject({ title: 'Sunlit Reading Nook', slug: 'sunlit-reading-nook', status: 'pending', owner: { id: ada, displayName: 'Ada' }, likesCount: 0, isLiked: false, width: 1200 });
    expect(view).toMatchObject({ requestCount: 0, firstLookBoard: null, creditedOwner: null });
    await expect(addImage(p, bo, imageInput.parse({ mediaId, title: 'Not mine' }), meta)).rejects.toBeInstanceOf(MediaNotUsable);
  });

  it('never shows an address as the owner’s name', async () => {
    expect((await ownerOf(p, bo)).displayName).toBe('Member');
  });

  it('counts one like per person and lets only an admin approve', async () => {
    const mediaId = await upload(ada, 'inspirationImage');
    const { state } = await addImage(p, ada, imageInput.parse({ mediaId, title: 'Quiet Bedroom' }), meta);
    await expect(approveImage(p, state.imageId, bo, false, meta)).rejects.toThrow();
    await approveImage(p, state.imageId, 1, true, meta);
    await likeImage(p, state.imageId, bo, true, meta);
    const twice = await likeImage(p, state.imageId, bo, true, meta);
    expect(twice.state.likedBy.size).toBe(1);
    expect(await imageAnswer(p, twice.state, bo, { fresh: false })).toMatchObject({ isLiked: true, likesCount: 1, status: 'approved', rejectionReason: null, requestCount: 0, firstLookBoard: null });
  });

  it('puts the product owner’s affiliate code on the outbound link and keeps the rating exact', async () => {
    const mediaId = await upload(ada, 'product');
    await addAffiliateCode(p, ada, 1, 'ada-home', meta);
    const added = await addProduct(p, ada, productInput.parse({ title: 'Hollis Coffee Table', mediaId, price: 34900, itemClassId: 3, retailerUrl: 'https://www.hearthandhome.example/hollis' }), meta);
    await approveProductById(added.state.productId);
    await rateProduct(p, added.state.productId, bo, 5, meta);
    const r = await rateProduct(p, added.state.productId, ada, 2, meta);
    const view = presentProduct(r.state, bo, await ownerOf(p, ada), await ownerCodeFor(p, ada, 'https://www.hearthandhome.example/hollis'), false);
    expect(view).toMatchObject({ price: 34900, shopUrl: 'https://www.hearthandhome.example/hollis?ref=ada-home', affiliate: true, rating: 3.5, ratingsCount: 2, myRate: 5 });
  });

  it('refuses an edit by someone else', async () => {
    const mediaId = await upload(ada, 'inspirationImage');
    const { state } = await addImage(p, ada, imageInput.parse({ mediaId, title: 'Quiet Bedroom' }), meta);
    const { editImage } = await import('./edit-image');
    await expect(editImage(p, state.imageId, bo, { title: 'Mine' }, meta)).rejects.toBeInstanceOf(NotImageOwner);
  });
});

async function approveProductById(productId: number) {
  const { approveProduct } = await import('./approve-product');
  await approveProduct(p, productId, 1, true, meta);
}
