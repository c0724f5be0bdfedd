import { useState } from 'react';
import { Segmented } from 'antd';
import { SearchField } from '../../../components/search-field';
import { FlowSection } from '../../../components/flow-pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { ImageChoiceGrid } from '../../../components/image-choice-grid';
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
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(curateImagesQuery(source, search));

  return (
    <FlowSection
      className="cur-picker"
      headClassName="dl-flow-picker__head cur-picker__head"
      titleId="cur-picker-title"
      title="Choose an inspiration image"
      lead="Pick the room or piece your look board will recreate."
      leadClassName="cur-muted"
      controls={
        <div className="cur-picker__controls">
          <Segmented aria-label="Image source" value={source} onChange={(value) => setSource(value as ImageSource)} options={IMAGE_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }))} />
          <SearchField label="Search images" className="dl-flow-picker__search cur-picker__search" onSearch={setSearch} />
        </div>
      }
    >

      <ImageChoiceGrid
        query={query}
        currentId={current?.id ?? null}
        onChoose={(image) => onChoose(boardImageOf(image))}
        label="Images"
        empty={EMPTY[source]}
        block="cur-picker"
        moreClass="cur-more"
        testId="curate-image"
      />
    </FlowSection>
  );
}
