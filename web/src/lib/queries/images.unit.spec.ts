import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { imageKeys, patchImageEverywhere, withImagePatched } from './images';

const image = (id: number, likesCount = 0) => ({ id, title: `Room ${id}`, isLiked: false, likesCount }) as ImageView;

describe('an image changed in every view of it', () => {
  it('shows the confirmed like on that image wherever a loaded page holds it, and nowhere else', () => {
    const data = { pageParams: [0, 10], pages: [{ items: [image(1), image(2, 4)], offset: 0, limit: 10 }, { items: [image(3)], offset: 10, limit: 10 }] };
    const after = withImagePatched(data, 2, { isLiked: true, likesCount: 5 });
    expect(after?.pages[0].items[1]).toMatchObject({ id: 2, isLiked: true, likesCount: 5 });
    expect(after?.pages[0].items[0]).toBe(data.pages[0].items[0]);
    expect(after?.pages[1]).toBe(data.pages[1]);
    expect(withImagePatched(undefined, 2, { isLiked: true, likesCount: 5 })).toBeUndefined();
  });

  it('a like given in a gallery shows on the image page, in the plain lists and in the paged searches', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(imageKeys.one(2), image(2, 4));
    queryClient.setQueryData(imageKeys.search({ sort: 'liked', limit: 8 }), [image(1), image(2, 4)]);
    queryClient.setQueryData(imageKeys.searchPages({ source: 'all' }, 12, null), { pageParams: [0], pages: [[image(2, 4), image(3)]] });
    queryClient.setQueryData(imageKeys.one(3), image(3, 1));

    patchImageEverywhere(queryClient, 2, { isLiked: true, likesCount: 5 });

    expect(queryClient.getQueryData(imageKeys.one(2))).toMatchObject({ isLiked: true, likesCount: 5 });
    expect(queryClient.getQueryData<ImageView[]>(imageKeys.search({ sort: 'liked', limit: 8 }))?.[1]).toMatchObject({ isLiked: true, likesCount: 5 });
    expect(queryClient.getQueryData<{ pages: ImageView[][] }>(imageKeys.searchPages({ source: 'all' }, 12, null))?.pages[0][0]).toMatchObject({ isLiked: true, likesCount: 5 });
    expect(queryClient.getQueryData(imageKeys.one(3))).toMatchObject({ isLiked: false, likesCount: 1 });
  });
});
