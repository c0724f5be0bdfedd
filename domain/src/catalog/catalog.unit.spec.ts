import { describe, expect, it } from 'vitest';
import type { ValidationFailed } from '../shared/errors';
import { Forbidden, NotFound } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { AffiliateCodeExists, MediaNotUsable, NotImageOwner, NotInList, NotProductOwner } from './catalog.errors';
import { imageEditInput, imageInput, imageSearchInput, productInput, productSearchInput, slugOf, VISITOR_RESULT_LIMIT } from './catalog.rules';
import type { CatalogChoices, UsableMedia } from './catalog.shared';
import { affiliateCodesDecider, affiliateSiteOf, outboundLink, type AffiliateEvent } from './affiliate';
import { evolveImage, initialImageState, type InspirationImageEvent } from './inspiration-image';
import { canSeeImage } from './catalog.policy';
import { inspirationImageDecider, type InspirationImageCommand } from './inspiration-image.decide';
import { evolveProduct, initialProductState, ratingOf, type ProductEvent } from './product';
import { productDecider, type ProductCommand } from './product.decide';

const now = '2026-11-22T10:00:00.000Z';
const range = (n: number) => new Set(Array.from({ length: n }, (_, i) => i + 1));
const known: CatalogChoices = { styles: range(16), subStyles: range(40), roomTypes: range(10), colors: range(19), itemClasses: range(30), materials: range(21), shapes: range(8) };
const media = (over: Partial<UsableMedia> = {}): UsableMedia => ({
  exists: true,
  userId: 7,
  type: 'inspirationImage',
  hash: 'ab'.repeat(16),
  width: 1200,
  height: 900,
  palette: ['#f3ede3', '#0f766e'],
  colorGroups: [4, 14],
  features: Array.from({ length: 32 }, () => 1 / 32),
  ...over,
});

const image = specFor<ReturnType<typeof initialImageState>, InspirationImageCommand, InspirationImageEvent>(inspirationImageDecider);
const product = specFor<ReturnType<typeof initialProductState>, ProductCommand, ProductEvent>(productDecider);
const affiliate = specFor(affiliateCodesDecider);

const addImage: InspirationImageCommand = {
  type: 'AddImage',
  imageId: 3,
  userId: 7,
  input: imageInput.parse({ mediaId: 11, title: 'Sunlit Scandinavian Living Room', styles: [1], subStyles: [2], roomTypeId: 1 }),
  media: media(),
  known,
  now,
};
const added = image([]).when(addImage).events();
const approved = [...added, ...image(added).when({ type: 'ApproveImage', adminId: 1, isAdmin: true, now }).events()];

describe('inspiration image decider', () => {
  it('adds an image from the caller’s own upload, pending approval, with the picture’s colours', () => {
    expect(added.map((e) => e.type)).toEqual(['InspirationImageAdded']);
    expect(added[0].data).toMatchObject({ imageId: 3, ownerId: 7, media: { userId: 7 }, colorGroups: [4, 14], roomTypeId: 1, type: 'room' });
    expect(added.reduce(evolveImage, initialImageState()).status).toBe('pending');
  });

  it('refuses someone else’s upload, another kind of upload, or a missing one', () => {
    expect(image([]).when({ ...addImage, media: media({ userId: 8 }) }).error()).toBeInstanceOf(MediaNotUsable);
    expect(image([]).when({ ...addImage, media: media({ type: 'product' }) }).error()).toBeInstanceOf(MediaNotUsable);
    expect(image([]).when({ ...addImage, media: media({ exists: false }) }).error()).toBeInstanceOf(MediaNotUsable);
  });

  it('refuses picks that are not in the reference lists, naming the field', () => {
    const err = image([]).when({ ...addImage, input: { ...addImage.input, roomTypeId: 99 } }).error();
    expect(err).toBeInstanceOf(NotInList);
    expect((err as ValidationFailed).errors).toHaveProperty('roomTypeId');
  });

  it('lets only the owner edit, delete or claim it; others get a refusal, a removed image is not found', () => {
    expect(image(added).when({ type: 'EditImage', userId: 7, input: { title: 'Calm Nordic Lounge' }, known, now }).events()[0].data).toMatchObject({ title: 'Calm Nordic Lounge' });
    expect(image(added).when({ type: 'EditImage', userId: 8, input: { title: 'Mine now' }, known, now }).error()).toBeInstanceOf(NotImageOwner);
    expect(image(added).when({ type: 'RemoveImage', userId: 8, now }).error()).toBeInstanceOf(Forbidden);
    expect(image(added).when({ type: 'SetImagePermissions', userId: 8, permissions: 'exclusive', now }).error()).toBeInstanceOf(NotImageOwner);
    const removed = [...added, ...image(added).when({ type: 'RemoveImage', userId: 7, now }).events()];
    expect(image(removed).when({ type: 'EditImage', userId: 7, input: { title: 'Again' }, known, now }).error()).toBeInstanceOf(NotFound);
  });

  it('clears an optional detail sent blank or null in an edit, and keeps one not sent', () => {
    const withDetails = [...added, ...image(added).when({ type: 'EditImage', userId: 7, input: imageEditInput.parse({ description: 'Oak and linen', credit: 'Ada' }), known, now }).events()];
    const cleared = image(withDetails).when({ type: 'EditImage', userId: 7, input: imageEditInput.parse({ description: null, roomTypeId: '' }), known, now }).events();
    expect(cleared[0].data).toMatchObject({ description: null, roomTypeId: null });
    expect(cleared[0].data).not.toHaveProperty('credit');
    const state = [...withDetails, ...cleared].reduce(evolveImage, initialImageState());
    expect(state.details).toMatchObject({ description: null, roomTypeId: null, credit: 'Ada' });
  });

  it('keeps edits in what the image shows', () => {
    const edited = [...added, ...image(added).when({ type: 'EditImage', userId: 7, input: { description: 'Oak and linen', styles: [1, 11] }, known, now }).events()];
    const state = edited.reduce(evolveImage, initialImageState());
    expect(state.details).toMatchObject({ title: 'Sunlit Scandinavian Living Room', description: 'Oak and linen', styles: [1, 11] });
  });

  it('is seen by others only once approved; approving twice changes nothing; only admins moderate', () => {
    const pending = added.reduce(evolveImage, initialImageState());
    expect(canSeeImage(pending, 8)).toBe(false);
    expect(canSeeImage(pending, 7)).toBe(true);
    expect(canSeeImage(approved.reduce(evolveImage, initialImageState()), null)).toBe(true);
    expect(image(approved).when({ type: 'ApproveImage', adminId: 1, isAdmin: true, now }).events()).toEqual([]);
    expect(image(added).when({ type: 'ApproveImage', adminId: 8, isAdmin: false, now }).error()).toBeInstanceOf(Forbidden);
    const rejected = image(added).when({ type: 'RejectImage', adminId: 1, isAdmin: true, reason: 'Not an interior', now }).events();
    expect([...added, ...rejected].reduce(evolveImage, initialImageState())).toMatchObject({ status: 'rejected', rejectionReason: 'Not an interior' });
  });

  it('counts one like per person: like toggles, isLiked sets, and nobody likes what they cannot see', () => {
    const liked = [...approved, ...image(approved).when({ type: 'LikeImage', userId: 8, now }).events()];
    expect(liked.reduce(evolveImage, initialImageState()).likedBy.size).toBe(1);
    expect(image(liked).when({ type: 'LikeImage', userId: 8, like: true, now }).events()).toEqual([]);
    expect(image(liked).when({ type: 'LikeImage', userId: 8, now }).events().map((e) => e.type)).toEqual(['InspirationImageUnliked']);
    expect(image(added).when({ type: 'LikeImage', userId: 8, now }).error()).toBeInstanceOf(NotFound);
  });
});

const addProduct: ProductCommand = {
  type: 'AddProduct',
  productId: 5,
  userId: 7,
  input: productInput.parse({ title: 'Hollis Walnut Round Coffee Table', mediaId: 12, price: 34900, itemClassId: 3, materials: [2], shapes: [3], retailerUrl: 'https://www.hearthandhome.example/hollis' }),
  media: media({ type: 'product' }),
  known,
  now,
};
const productAdded = product([]).when(addProduct).events();
const productLive = [...productAdded, ...product(productAdded).when({ type: 'ApproveProduct', adminId: 1, isAdmin: true, now }).events()];

describe('product decider', () => {
  it('adds a product in cents from a product upload, pending approval', () => {
    expect(productAdded[0].data).toMatchObject({ productId: 5, price: 34900, itemClassId: 3, materials: [2], shapes: [3] });
    expect(product([]).when({ ...addProduct, media: media() }).error()).toBeInstanceOf(MediaNotUsable);
    expect(product([]).when({ ...addProduct, input: { ...addProduct.input, itemClassId: 77 } }).error()).toBeInstanceOf(NotInList);
  });

  it('keeps one rating per person, changeable, with an exact average', () => {
    const rates = (history: ProductEvent[], userId: number, rate: number) => [...history, ...product(history).when({ type: 'RateProduct', userId, rate, now }).events()];
    let h = rates(productLive, 8, 5);
    h = rates(h, 9, 2);
    h = rates(h, 8, 4);
    expect(h.filter((e) => e.type === 'ProductRated').at(-1)?.data).toMatchObject({ rate: 4, previous: 5 });
    expect(ratingOf(h.reduce(evolveProduct, initialProductState()))).toEqual({ rating: 3, ratingsCount: 2 });
    expect(product(h).when({ type: 'RateProduct', userId: 8, rate: 4, now }).events()).toEqual([]);
  });

  it('lets only its owner delete it and shows a rejection', () => {
    expect(product(productLive).when({ type: 'RemoveProduct', userId: 8, now }).error()).toBeInstanceOf(NotProductOwner);
    const rejected = [...productAdded, ...product(productAdded).when({ type: 'RejectProduct', adminId: 1, isAdmin: true, reason: 'Broken link', now }).events()];
    expect(rejected.reduce(evolveProduct, initialProductState())).toMatchObject({ status: 'rejected', rejectionReason: 'Broken link' });
    expect(product(productAdded).when({ type: 'RateProduct', userId: 8, rate: 5, now }).error()).toBeInstanceOf(NotFound);
  });
});

describe('affiliate codes', () => {
  it('holds one code per site for a person and puts it on the outbound link', () => {
    const first = affiliate([]).when({ type: 'AddAffiliateCode', codeId: 1, userId: 7, siteId: 1, code: 'ada-7', now }).events() as AffiliateEvent[];
    expect(affiliate(first).when({ type: 'AddAffiliateCode', codeId: 2, userId: 7, siteId: 1, code: 'again', now }).error()).toBeInstanceOf(AffiliateCodeExists);
    expect(affiliate([]).when({ type: 'AddAffiliateCode', codeId: 2, userId: 7, siteId: 999, code: 'x', now }).error()).toBeInstanceOf(NotInList);
    expect(affiliate(first).when({ type: 'ChangeAffiliateCode', codeId: 9, userId: 7, code: 'x', now }).error()).toBeInstanceOf(NotFound);
    expect(affiliateSiteOf('https://shop.hearthandhome.example/p/1')?.id).toBe(1);
    expect(outboundLink('https://www.hearthandhome.example/hollis?color=oak', 'ada-7')).toBe('https://www.hearthandhome.example/hollis?color=oak&ref=ada-7');
    expect(outboundLink('https://unknown.example/x', 'ada-7')).toBe('https://unknown.example/x');
  });
});

describe('catalog inputs', () => {
  it('makes slugs of titles and reads search defaults', () => {
    expect(slugOf('Sunlit Scandinavian Living Room — Oak & Linen!')).toBe('sunlit-scandinavian-living-room-oak-linen');
    expect(imageSearchInput.parse({})).toMatchObject({ source: 'all', type: 'all', sort: 'newest', offset: 0, limit: 10 });
    expect(productSearchInput.parse({ styles: 3, prices: [1, 1, 2] })).toMatchObject({ styles: [3], prices: [1, 2] });
    expect(VISITOR_RESULT_LIMIT).toBe(30);
  });

  it('refuses a missing title and a price that is not whole cents', () => {
    expect(imageInput.safeParse({ mediaId: 1 }).error?.issues[0]).toMatchObject({ path: ['title'], message: 'This field is required' });
    expect(productInput.safeParse({ title: 'Lamp', mediaId: 1, itemClassId: 1, price: 12.5 }).success).toBe(false);
  });

  it('names a bad link with the spec’s message and takes blank optional fields as not given', () => {
    expect(imageInput.safeParse({ mediaId: 1, title: 'Den', sourceUrl: 'not a link' }).error?.issues[0]).toMatchObject({ path: ['sourceUrl'], message: 'Please enter a correct link' });
    expect(imageInput.parse({ mediaId: 1, title: 'Den', sourceUrl: null, credit: '  ', description: '' })).toMatchObject({ sourceUrl: undefined, credit: undefined, description: undefined });
    expect(imageInput.parse({ mediaId: 1, title: 'Den', sourceUrl: ' https://roomstories.example/den ' }).sourceUrl).toBe('https://roomstories.example/den');
  });
});
