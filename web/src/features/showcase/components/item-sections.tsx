import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { BoardCollage } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { showApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { showcaseSourceBoardsQuery } from '../../../lib/queries/look-boards';
import { showcaseImagesQuery, showcaseLookBoardsQuery, type Showcase } from '../../../lib/queries/showcases';
import { sourceImagesQuery } from '../api/sources';
import { applyItemChange, type ItemChange, type PageItems } from '../showcase-items';
import { ItemPicker, type PickerItem } from './item-picker';
import type { SectionProps } from './setup-forms';

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Changes are made one after another, each from the lists the previous one leaves (a second drop
 * while the first is still saving must not undo it); the page shows what the server answered.
 */
function useSerialChanges(current: PageItems, persist: (next: { featured: number[]; all: number[] }) => Promise<unknown>) {
  const latest = useRef<PageItems>(current);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inFlight = useRef(0);
  useEffect(() => {
    if (inFlight.current === 0) latest.current = current;
  }, [current]);
  return (change: ItemChange) => {
    const result = applyItemChange(latest.current, change);
    if (!result.ok) {
      toast.error(result.reason, 'Not added');
      return;
    }
    latest.current = result.items;
    inFlight.current += 1;
    queue.current = queue.current
      .then(() => persist(result.items))
      .catch((failure: unknown) => {
        showApiError(failure);
        // What the server holds is the truth again.
        latest.current = current;
      })
      .finally(() => {
        inFlight.current -= 1;
      });
  };
}

function imageItem(id: number, image: ImageView | undefined): PickerItem {
  return {
    id,
    title: image?.title ?? `Image ${id}`,
    thumb: image ? <MediaImage media={image.media} alt="" largest="thumb" sizes="120px" width={1} height={1} /> : <span className="sc-thumb-missing" />,
  };
}

function boardItem(id: number, board: LookBoardView | undefined): PickerItem {
  return {
    id,
    title: board?.title ?? `Look board ${id}`,
    thumb: board ? <BoardCollage products={board.productsPreview} color={board.color} /> : <span className="sc-thumb-missing" />,
  };
}

/** Featured and other images, by drag and drop from the person's approved and liked images (PUT /showcase/images). */
export function ImagesSection({ showcase, save }: SectionProps) {
  const userId = showcase.userId;
  const my = useInfiniteQuery(sourceImagesQuery(userId, 'my'));
  const liked = useInfiniteQuery(sourceImagesQuery(userId, 'liked'));
  const onPage = useQuery(showcaseImagesQuery(showcase.id, showcase.images));
  const known = new Map<number, ImageView>();
  for (const image of [...(my.data?.pages.flat() ?? []), ...(liked.data?.pages.flat() ?? []), ...(onPage.data ?? [])]) known.set(image.id, image);
  const featuredSet = new Set(showcase.featuredImages);
  const onChange = useSerialChanges({ featured: showcase.featuredImages, all: showcase.images }, (next) =>
    save({ kind: 'images', body: { images: next.all, featuredImages: next.featured } }),
  );
  const source = (key: string, label: string, query: typeof my, empty: string) => ({
    key,
    label,
    items: (query.data?.pages.flat() ?? []).map((image) => imageItem(image.id, image)),
    loading: query.isPending || query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    empty,
  });
  return (
    <ItemPicker
      noun="image"
      busy={false}
      featured={showcase.featuredImages.map((id) => imageItem(id, known.get(id)))}
      others={showcase.images.filter((id) => !featuredSet.has(id)).map((id) => imageItem(id, known.get(id)))}
      sources={[
        source('my', 'My approved images', my, 'Your approved images appear here. Add images from My Images; they can be used once approved.'),
        source('liked', 'Liked images', liked, 'Images you like in the gallery appear here.'),
      ]}
      onChange={onChange}
    />
  );
}

/** Featured and other look boards, from the person's own published boards (PUT /showcase/look-boards and /feature-look-boards). */
export function LookBoardsSection({ showcase, save }: SectionProps) {
  const userId = showcase.userId;
  const mine = useInfiniteQuery(showcaseSourceBoardsQuery(userId));
  const onPage = useQuery(showcaseLookBoardsQuery(showcase.id, showcase.lookBoards));
  const known = new Map<number, LookBoardView>();
  for (const board of [...(mine.data?.pages.flat() ?? []), ...(onPage.data ?? [])]) known.set(board.id, board);
  const featuredSet = new Set(showcase.featuredLookBoards);
  const server = useRef<Showcase>(showcase);
  server.current = showcase;
  // The list first (the server keeps the featured ones within it), then the featured ones.
  const onChange = useSerialChanges({ featured: showcase.featuredLookBoards, all: showcase.lookBoards }, async (next) => {
    let answer = server.current;
    if (!same(next.all, answer.lookBoards)) answer = await save({ kind: 'lookBoards', body: { lookBoards: next.all } });
    if (!same(next.featured, answer.featuredLookBoards)) answer = await save({ kind: 'featuredLookBoards', body: { featuredLookBoards: next.featured } });
    return answer;
  });
  return (
    <ItemPicker
      noun="look board"
      busy={false}
      featured={showcase.featuredLookBoards.map((id) => boardItem(id, known.get(id)))}
      others={showcase.lookBoards.filter((id) => !featuredSet.has(id)).map((id) => boardItem(id, known.get(id)))}
      sources={[
        {
          key: 'mine',
          label: 'My published look boards',
          items: (mine.data?.pages.flat() ?? []).map((board) => boardItem(board.id, board)),
          loading: mine.isPending || mine.isFetchingNextPage,
          hasMore: mine.hasNextPage,
          loadMore: () => void mine.fetchNextPage(),
          empty: 'Your published look boards appear here. Curate one with Curate the Look.',
        },
      ]}
      onChange={onChange}
    />
  );
}
