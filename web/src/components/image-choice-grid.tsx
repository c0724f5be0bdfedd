import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { MediaImage } from './media-image';

interface Props {
  /** The images page by page (an image search's infinite query). */
  query: UseInfiniteQueryResult<InfiniteData<ImageView[], unknown>>;
  currentId: number | null;
  onChoose(image: ImageView): void;
  /** The list's accessible name. */
  label: string;
  /** What an empty list says (the load failing says so instead), and what it offers under that. */
  empty: string;
  emptyAction?: ReactNode;
  /** The feature's block name for the grid and its tiles (`cur-picker`), and its class for the "more" row. */
  block: string;
  moreClass: string;
  testId: string;
}

/** The pictures a flow's first step offers, as tiles to choose one from, with "Show more images" while more may follow. */
export function ImageChoiceGrid({ query, currentId, onChoose, label, empty, emptyAction, block, moreClass, testId }: Props) {
  const images = query.data?.pages.flat() ?? [];
  if (query.isPending) {
    return (
      <div className={`dl-flow-picker__grid ${block}__grid`} role="status" aria-label="Loading images">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton.Node key={i} active className={`dl-flow-picker__placeholder ${block}__placeholder`} />
        ))}
      </div>
    );
  }
  if (images.length === 0) return <Empty description={query.isError ? 'The images could not be loaded.' : empty}>{!query.isError && emptyAction}</Empty>;
  return (
    <>
      <ul className={`dl-flow-picker__grid ${block}__grid`} aria-label={label}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={`dl-flow-picker__tile ${block}__tile${currentId === image.id ? ' is-current' : ''}`}
              onClick={() => onChoose(image)}
              aria-label={`Choose ${image.title}`}
              aria-pressed={currentId === image.id}
              data-testid={testId}
            >
              <MediaImage media={image.media} alt="" largest="medium" sizes="240px" width={4} height={3} eager={index < 4} />
              <span className="dl-flow-picker__title">{image.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={moreClass}>
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Show more images
          </Button>
        </div>
      )}
    </>
  );
}
