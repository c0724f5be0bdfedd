import { describe, expect, it } from 'vitest';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { lookBoardView } from '../../test/fixtures';
import { boardRoomTypeId, compatibilityBody } from './api/board-compatibility';
import { imageSearchBody } from './image-search';
import { noFilters, traySearchBody } from './api/search-products';
import { pageForState } from './components/flow-pages';
import { storedFromView } from './machines/curate.load';

describe('the tray asks the catalog for the right products', () => {
  it('best matches are the catalog ordered by likeness to the board image', () => {
    expect(traySearchBody({ source: 'recommended', search: '', filters: noFilters(), imageId: 7 }, 0)).toEqual({ type: 'all', sort: 'bestMatch', imageId: 7, offset: 0, limit: 12 });
  });

  it('a board answering a request asks for its best matches, so what the request asked for comes first', () => {
    expect(traySearchBody({ source: 'recommended', search: '', filters: noFilters(), imageId: 7, requestId: 12 }, 0)).toEqual({ type: 'all', sort: 'bestMatch', imageId: 7, requestId: 12, offset: 0, limit: 12 });
    expect(traySearchBody({ source: 'catalog', search: '', filters: noFilters(), imageId: 7, requestId: 12 }, 0)).toEqual({ type: 'all', sort: 'newest', offset: 0, limit: 12 });
  });

  it('liked products, with the search and the filters that are set (empty ones left out)', () => {
    const filters = { ...noFilters(), itemClasses: [3], colors: [1, 2] };
    expect(traySearchBody({ source: 'liked', search: '  oak ', filters, imageId: 7 }, 12)).toEqual({ type: 'liked', sort: 'newest', search: 'oak', itemClasses: [3], colors: [1, 2], offset: 12, limit: 12 });
  });

  it('the image picker offers approved images only, from the chosen source', () => {
    expect(imageSearchBody('my', '', 0)).toEqual({ source: 'my', sort: 'newest', offset: 0, limit: 12, onlyApproved: true });
    expect(imageSearchBody('all', 'loft', 24)).toMatchObject({ source: 'all', search: 'loft', offset: 24 });
  });
});

describe('the pages follow the flow', () => {
  it('each machine state has its page; a save returns to the page it started on', () => {
    expect(pageForState('selectImage', { returnTo: 'review' })).toBe('/curate-the-look/canvas');
    expect(pageForState('addProducts', { returnTo: 'review' })).toBe('/curate-the-look/canvas');
    expect(pageForState('details', { returnTo: 'review' })).toBe('/curate-the-look/details');
    expect(pageForState('review', { returnTo: 'review' })).toBe('/curate-the-look/submit');
    expect(pageForState({ saving: 'creating' }, { returnTo: 'details' })).toBe('/curate-the-look/details');
    expect(pageForState({ saving: 'creating' }, { returnTo: 'review' })).toBe('/curate-the-look/submit');
    expect(pageForState('submitting', { returnTo: 'review' })).toBe('/curate-the-look/submit');
    expect(pageForState('success', { returnTo: 'review' })).toBe('/curate-the-look/success');
  });
});

describe('an existing board opened for editing', () => {
  const preview = (id: number, approval: 'approved' | 'rejected' = 'approved') => ({ id, title: `P${id}`, slug: `p${id}`, media: { userId: 1, hash: 'h' }, price: 100, approval });
  const view = (over: Partial<LookBoardView>): LookBoardView =>
    lookBoardView(9, 'Calm den', [], {
      description: 'd',
      message: 'm',
      roomTypeId: 2,
      styleId: 4,
      color: '#e8dcc8',
      columns: 3,
      columnCount: 3,
      products: [1, 2, 3, 4, 5, 6, 7],
      productsPreview: [1, 2, 3, 4, 5, 6, 7].map((id) => preview(id, id === 2 ? 'rejected' : 'approved')),
      image: { id: 5, title: 'Den', slug: 'den', media: { userId: 1, hash: 'i' } },
      inspirationImageId: 5,
      public: 0,
      visibility: 'private',
      shareUrl: 'https://decorlook.test/look-board/9/calm-den',
      ...over,
    });

  it('lays the products into the template, adding rows as needed, and keeps a flagged product flagged', () => {
    const stored = storedFromView(view({}));
    expect(stored.board.columns).toBe(3);
    expect(stored.board.slots.map((p) => p?.id ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7, null, null]);
    expect(stored.board.slots[1]?.approval).toBe('rejected');
    expect(stored.details).toMatchObject({ title: 'Calm den', type: 'room', roomTypeId: 2, styleId: 4, color: '#e8dcc8', status: 'private' });
  });

  it('knows a submitted board from a draft, and what the server last saved', () => {
    expect(storedFromView(view({})).edit).toMatchObject({ kind: 'submitted', status: 'approved', id: 9, saved: { products: [1, 2, 3, 4, 5, 6, 7], public: 0, columns: 3 } });
    expect(storedFromView(view({ status: 'draft' })).edit).toMatchObject({ kind: 'draft', id: 9 });
  });

  it('a board saved without an image starts on the image step', () => {
    expect(storedFromView(view({ image: null })).board.image).toBeNull();
  });

  it('a board answering a request keeps answering it: its saves carry the request id', () => {
    const stored = storedFromView(view({ requestId: 12 }));
    expect(stored.board.requestSlug).toBe('12');
    expect(stored.edit).toMatchObject({ saved: { requestId: 12 } });
    expect(storedFromView(view({ requestId: null })).board.requestSlug).toBeNull();
  });
});

describe('the meter asks about the board as it stands', () => {
  it('the products in a stable order, once each, so moving a product between slots asks nothing new', () => {
    expect(compatibilityBody([5, 2, 9], 3)).toEqual({ roomTypeId: 3, products: [2, 5, 9] });
    expect(compatibilityBody([9, 5, 2], 3)).toEqual(compatibilityBody([5, 2, 9], 3));
    expect(compatibilityBody([4, 4], null)).toEqual({ roomTypeId: null, products: [4] });
  });

  it('weighs the board against the room its details name, else the request it answers, else its image', () => {
    expect(boardRoomTypeId({ type: 'room', roomTypeId: 2 }, 5, { roomTypeId: 7 })).toBe(2);
    expect(boardRoomTypeId({ type: 'single', roomTypeId: 2 }, 5, { roomTypeId: 7 })).toBe(5);
    expect(boardRoomTypeId({}, null, { roomTypeId: 7 })).toBe(7);
    expect(boardRoomTypeId({}, undefined, { id: 1 } as { roomTypeId?: number })).toBeNull();
    expect(boardRoomTypeId({}, null, null)).toBeNull();
  });
});
