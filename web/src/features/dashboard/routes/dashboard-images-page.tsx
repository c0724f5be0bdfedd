import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/session/use-session';
import { useListView } from '../use-list-view';
import { IMAGE_TABS, myImagesQuery, PUBLICATION_FILTERS, type ImageTab, type PublicationFilter } from '../my-images';
import { AddImageModal } from '../components/add-image-modal';
import { DashboardLayout } from '../components/dashboard-layout';
import { ImageCard } from '../components/image-card';
import { ListViewHead, LoadFailure, LoadMore } from '../components/list-view';

const TAB_LABELS: Record<ImageTab, string> = { my: 'My Images', all: 'All Images', liked: 'Liked' };
const PUBLICATION_LABELS: Record<PublicationFilter, string> = { any: 'All', published: 'Published', drafts: 'Drafts' };
const EMPTY: Record<ImageTab, string> = {
  my: 'You have not added any images yet. Share a room you love: it appears in the gallery once our editors approve it.',
  all: 'No images here yet.',
  liked: 'Images you like appear here. Tap the heart on any picture to keep it.',
};

/** /dashboard/images: the person's images (with their review status), everyone's, and the liked ones. */
export function DashboardImagesPage() {
  const user = useCurrentUser();
  const { tab, publication, show } = useListView(IMAGE_TABS, PUBLICATION_FILTERS, { tab: 'my', publication: 'any' });
  const [adding, setAdding] = useState(false);
  if (!user) return null;

  return (
    <DashboardLayout user={user}>
      <ListViewHead
        title="My Images"
        lead="The rooms and pieces you shared, and the ones you loved."
        action={
          <Button type="primary" size="large" onClick={() => setAdding(true)}>
            Add Image
          </Button>
        }
        tabs={IMAGE_TABS}
        tabLabels={TAB_LABELS}
        publications={PUBLICATION_FILTERS}
        publicationLabels={PUBLICATION_LABELS}
        tab={tab}
        publication={publication}
        show={show}
      />
      <ImageList key={`${tab}-${publication}`} tab={tab} publication={publication} />
      <AddImageModal open={adding} onClose={() => setAdding(false)} />
    </DashboardLayout>
  );
}

function ImageList({ tab, publication }: { tab: ImageTab; publication: PublicationFilter }) {
  const query = useInfiniteQuery(myImagesQuery(tab, publication));
  const images = query.data?.pages.flat() ?? [];
  if (query.isPending) {
    return (
      <div className="dash-image-grid dash-image-grid--loading" role="status" aria-label="Loading images">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton.Node key={i} active className="dash-image-grid__placeholder" />
        ))}
      </div>
    );
  }
  if (query.isError && images.length === 0) {
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (images.length === 0) {
    return (
      <div className="dl-dashboard__empty">
        <p>{publication === 'drafts' ? 'No drafts: every image you added is published.' : publication === 'published' ? 'None of your images is published yet.' : EMPTY[tab]}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="dash-image-grid" aria-label={TAB_LABELS[tab]}>
        {images.map((image, index) => (
          <ImageCard key={image.id} image={image} showStatus={tab === 'my'} eager={index < 3} />
        ))}
      </ul>
      <LoadMore query={query} size="large" />
    </>
  );
}
