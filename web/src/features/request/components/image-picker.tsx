import { useState } from 'react';
import { Alert, Tabs } from 'antd';
import { SearchField } from '../../../components/search-field';
import { FlowSection } from '../../../components/flow-pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { REQUEST_IMAGE_SOURCES, type RequestImageSource } from '@decorlook/domain/requests/request.rules';
import { ImageChoiceGrid } from '../../../components/image-choice-grid';
import { paths } from '../../../config/paths';
import { requestImagesQuery } from '../image-search';
import type { RequestImage } from '../machines/request.values';

/** Spec 2.3: all images or liked images, plus "my added images". */
export const SOURCE_LABELS: Record<RequestImageSource, string> = { all: 'All images', liked: 'Liked images', my: 'My added images' };
const EMPTY: Record<RequestImageSource, string> = {
  all: 'No images match that search.',
  liked: 'Images you like in the gallery appear here.',
  my: 'Images you add appear here.',
};

export const requestImageOf = (image: ImageView): RequestImage => ({ id: image.id, title: image.title, slug: image.slug, media: image.media });

interface Props {
  source: RequestImageSource;
  current: RequestImage | null;
  /** Why the server refused the picture last time, if it did. */
  refusal: string | null;
  onSource(source: RequestImageSource): void;
  onChoose(image: RequestImage): void;
}

function Gallery({ source, search, current, onChoose }: { source: RequestImageSource; search: string; current: RequestImage | null; onChoose(image: RequestImage): void }) {
  const query = useInfiniteQuery(requestImagesQuery(source, search));
  const emptyAction = source === 'liked' ? <Link to={paths.getTheLook}>Find images you love</Link> : source === 'my' ? <Link to={paths.dashboardImages}>Add an image</Link> : null;
  return (
    <ImageChoiceGrid
      query={query}
      currentId={current?.id ?? null}
      onChoose={(image) => onChoose(requestImageOf(image))}
      label={SOURCE_LABELS[source]}
      empty={EMPTY[source]}
      emptyAction={emptyAction}
      block="req-picker"
      moreClass="req-more"
      testId="request-image"
    />
  );
}

/** Step one: the picture the request is about, from every image, the liked ones or the person's own (tabs). */
export function ImagePicker({ source, current, refusal, onSource, onChoose }: Props) {
  const [search, setSearch] = useState('');
  return (
    <FlowSection
      className="req-picker"
      headClassName="dl-flow-picker__head req-picker__head"
      titleId="req-picker-title"
      title="Choose the picture"
      lead="The room or piece you would like ambassadors to recreate for you."
      controls={<SearchField label="Search images" className="dl-flow-picker__search req-picker__search" onSearch={setSearch} />}
    >
      {refusal && <Alert className="req-alert" type="error" showIcon title={refusal} />}
      <Tabs
        activeKey={source}
        onChange={(key) => onSource(key as RequestImageSource)}
        items={REQUEST_IMAGE_SOURCES.map((key) => ({
          key,
          label: SOURCE_LABELS[key],
          children: key === source ? <Gallery source={key} search={search} current={current} onChoose={onChoose} /> : null,
        }))}
      />
    </FlowSection>
  );
}
