import { describe, expect, it } from 'vitest';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { withLike } from './like-image';

const image = (id: number, likesCount = 0) => ({ id, title: `Room ${id}`, isLiked: false, likesCount }) as ImageView;

describe('liking from the gallery', () => {
  it('shows the confirmed like on that image wherever a loaded page holds it, and nowhere else', () => {
    const data = { pageParams: [0, 10], pages: [{ items: [image(1), image(2, 4)], offset: 0, limit: 10 }, { items: [image(3)], offset: 10, limit: 10 }] };
    const after = withLike(data, 2, { isLiked: true, likesCount: 5 });
    expect(after?.pages[0].items[1]).toMatchObject({ id: 2, isLiked: true, likesCount: 5 });
    expect(after?.pages[0].items[0]).toBe(data.pages[0].items[0]);
    expect(after?.pages[1].items[0]).toBe(data.pages[1].items[0]);
    expect(withLike(undefined, 2, { isLiked: true, likesCount: 5 })).toBeUndefined();
  });
});
