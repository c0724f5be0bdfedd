import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { VISITOR_RESULT_LIMIT } from '@decorlook/domain/catalog/catalog.rules';
import { galleryImagesQuery as imageGalleryQuery } from './images';
import { flattenPages, nextPageOffset, pageLimit, reachedVisitorCap, type Page } from './paging';

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const page = (offset: number, count: number, limit = 10): Page<{ id: number }> => ({ items: items(offset + 1, count), offset, limit });

describe('gallery paging', () => {
  const signedIn = { pageSize: 10, visitor: false };
  const visitor = { pageSize: 10, visitor: true };

  it('offers more only after a full page, from where the pages end', () => {
    expect(nextPageOffset([page(0, 10)], signedIn)).toBe(10);
    expect(nextPageOffset([page(0, 10), page(10, 10)], signedIn)).toBe(20);
    expect(nextPageOffset([page(0, 10), page(10, 9)], signedIn)).toBeUndefined();
    expect(nextPageOffset([page(0, 0)], signedIn)).toBeUndefined();
    expect(nextPageOffset([], signedIn)).toBeUndefined();
  });

  it('stops a visitor at the cap and offers sign-in, while a signed-in person goes on', () => {
    const three = [page(0, 10), page(10, 10), page(20, 10)];
    expect(VISITOR_RESULT_LIMIT).toBe(30);
    expect(nextPageOffset(three, visitor)).toBeUndefined();
    expect(reachedVisitorCap(three, visitor)).toBe(true);
    expect(nextPageOffset(three, signedIn)).toBe(30);
    expect(reachedVisitorCap(three, signedIn)).toBe(false);
  });

  it('does not offer sign-in when the results simply ended before the cap', () => {
    expect(reachedVisitorCap([page(0, 10), page(10, 10), page(20, 4)], visitor)).toBe(false);
    expect(reachedVisitorCap([page(0, 10)], visitor)).toBe(false);
  });

  it('never asks past the cap for a visitor, whatever the page size', () => {
    const twelve = { pageSize: 12, visitor: true };
    expect(pageLimit(0, twelve)).toBe(12);
    expect(pageLimit(24, twelve)).toBe(6);
    expect(pageLimit(30, twelve)).toBe(0);
    expect(pageLimit(24, { pageSize: 12, visitor: false })).toBe(12);
    // 12 + 12 + 6: the short last page is full for what was asked, and the visitor is capped.
    const pages = [page(0, 12, 12), page(12, 12, 12), page(24, 6, 6)];
    expect(nextPageOffset(pages.slice(0, 2), twelve)).toBe(24);
    expect(nextPageOffset(pages, twelve)).toBeUndefined();
    expect(reachedVisitorCap(pages, twelve)).toBe(true);
  });

  it('lists every item once, in page order', () => {
    const shifted: Page<{ id: number }>[] = [
      { items: [{ id: 1 }, { id: 2 }], offset: 0, limit: 2 },
      { items: [{ id: 2 }, { id: 3 }], offset: 2, limit: 2 },
    ];
    expect(flattenPages(shifted).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("drives the gallery query: a visitor's gallery asks for three pages of ten and no more", async () => {
    const post = vi.fn(async (_path: string, body: unknown) => {
      const { offset, limit } = body as { offset: number; limit: number };
      return { result: items(offset + 1, limit) };
    });
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery({ ...imageGalleryQuery({ sort: 'newest', style: 3 }, visitor, { post: post as never }), pages: 6 });
    expect(data.pages.map((p) => p.offset)).toEqual([0, 10, 20]);
    expect(post).toHaveBeenCalledTimes(3);
    expect(post.mock.calls[0][0]).toBe('/v1/inspiration-image/search-get-the-look');
    expect(post.mock.calls[2][1]).toEqual({ sort: 'newest', offset: 20, limit: 10, pageType: 'get-the-look', onlyApproved: true, style: 3 });

    const signedInData = await client.fetchInfiniteQuery({ ...imageGalleryQuery({ sort: 'newest' }, signedIn, { post: post as never }), pages: 5 });
    expect(signedInData.pages.map((p) => p.offset)).toEqual([0, 10, 20, 30, 40]);
  });
});
