import { useState } from 'react';
import { Button, Empty, Input, Segmented, Skeleton } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { MediaImage } from '../../../components/media-image';
import { curateImagesQuery, IMAGE_SOURCES, type ImageSource } from '../image-search';
import type { BoardImage } from '../machines/curate.board';

const SOURCE_LABELS: Record<ImageSource, string> = { all: 'All images', liked: 'Liked images', my: 'My images' };
const EMPTY: Record<ImageSource, string> = {
  all: 'No images match that search.',
  liked: 'Images you like in the gallery appear here.',
  my: 'Your approved images appear here.',
};

export const boardImageOf = (image: ImageView): BoardImage => ({ id: image.id, title: image.title, slug: image.slug, media: image.media, width: image.width, height: image.height, roomTypeId: image.roomTypeId });

/** Step one: the inspiration image the board recreates, from every image, the liked ones or the person's own. */
export function ImagePicker({ current, onChoose }: { current: BoardImage | null; onChoose(image: BoardImage): void }) {
  const [source, setSource] = useState<ImageSource>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(curateImagesQuery(source, search));
  const images = query.data?.pages.flat() ?? [];

  return (
    <section className="cur-picker" aria-labelledby="cur-picker-title">
      <div className="cur-picker__head">
        <div>
          <h2 id="cur-picker-title" className="dl-flow-section-title">
            Choose an inspiration image
          </h2>
          <p className="dl-flow-muted cur-muted">Pick the room or piece your look board will recreate.</p>
        </div>
        <div className="cur-picker__controls">
          <Segmented aria-label="Image source" value={source} onChange={(value) => setSource(value as ImageSource)} options={IMAGE_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }))} />
          <Input.Search
            aria-label="Search images"
            placeholder="Search images"
            allowClear
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value === '') setSearch('');
            }}
            onSearch={(value) => setSearch(value)}
            className="cur-picker__search"
          />
        </div>
      </div>

      {query.isPending ? (
        <div className="cur-picker__grid" role="status" aria-label="Loading images">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton.Node key={i} active className="cur-picker__placeholder" />
          ))}
        </div>
      ) : images.length === 0 ? (
        <Empty description={query.isError ? 'The images could not be loaded.' : EMPTY[source]} />
      ) : (
        <ul className="cur-picker__grid" aria-label="Images">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={`dl-flow-picker__tile cur-picker__tile${current?.id === image.id ? ' is-current' : ''}`}
                onClick={() => onChoose(boardImageOf(image))}
                aria-label={`Choose ${image.title}`}
                aria-pressed={current?.id === image.id}
                data-testid="curate-image"
              >
                <MediaImage media={image.media} alt="" largest="medium" sizes="240px" width={4} height={3} eager={index < 4} />
                <span className="dl-flow-picker__title">{image.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="cur-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Show more images
          </Button>
        </div>
      )}
    </section>
  );
}
