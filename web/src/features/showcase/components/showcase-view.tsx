import type { CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Empty, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AMBASSADOR_TYPE_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { FollowButton } from '../../../components/follow-button';
import { MessageButton } from '../../../components/message-button';
import { LookBoardCard, LookBoardCardSkeleton } from '../../../components/look-board-card';
import { MediaImage, mediaUrl } from '../../../components/media-image';
import { PageTitle } from '../../../components/page-title';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useFollowState } from '../../../lib/queries/follows';
import { showcaseImagesQuery, showcaseLookBoardsQuery, type Showcase } from '../../../lib/queries/showcases';
import { videoEmbedUrl } from '../video-embed';
import { inkOn } from '../../../lib/banner-ink';
import './showcase.css';

/** Spec 2.3: the showcase's tabs, inspiration images first (the default). */
export const SHOWCASE_TABS = ['inspirationImages', 'lookBoards'] as const;
export type ShowcaseTab = (typeof SHOWCASE_TABS)[number];
const TAB_KEY = 'tab';

const SOCIAL_LABELS: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', pinterest: 'Pinterest', linkedin: 'LinkedIn', twitter: 'X (Twitter)' };
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The banner: the page's colour, or its picture under a shade that keeps the text readable. */
function Banner({ showcase, preview }: { showcase: Showcase; preview: boolean }) {
  const { banner } = showcase;
  const ink = banner.image ? 'light' : inkOn(banner.color ?? '#f4efe6');
  const style: Record<string, string> = banner.image ? { '--sc-banner-image': `url(${mediaUrl(banner.image, 'large')})` } : { '--sc-banner-color': banner.color ?? '#f4efe6' };
  const follow = useFollowState(showcase.userId, { isFollowed: showcase.isFollowed, followersCount: showcase.followersCount });
  const owner = { avatar: showcase.avatar, displayName: showcase.displayName, email: '', firstName: null, lastName: null };
  return (
    <header className={`sc-banner sc-banner--${ink}${banner.image ? ' sc-banner--image' : ''}`} style={style as CSSProperties} data-testid="showcase-banner">
      <div className="sc-banner__inner">
        <p className="sc-banner__eyebrow">{showcase.ambassadorType ? `${AMBASSADOR_TYPE_LABELS[showcase.ambassadorType]} · Showcase` : 'Showcase'}</p>
        <h1 id="page-title" className="sc-banner__title">
          {showcase.pageName}
        </h1>
        {showcase.isSubtitleActive && showcase.subtitle && <p className="sc-banner__subtitle">{showcase.subtitle}</p>}
        <div className="sc-banner__meta">
          <span className="sc-banner__owner">
            <UserAvatar user={owner} size={40} />
            <span>
              <span className="sc-banner__owner-name">{showcase.displayName}</span>
              <span className="sc-banner__followers" data-testid="followers-count">
                {count(follow.followersCount, 'follower', 'followers')}
              </span>
            </span>
          </span>
          {!preview && (
            <span className="dl-person-actions">
              <FollowButton userId={showcase.userId} name={showcase.displayName} state={follow} size="large" />
              <MessageButton userId={showcase.userId} name={showcase.displayName} size="large" />
            </span>
          )}
        </div>
      </div>
    </header>
  );
}

function ImageGrid({ images, featured, label }: { images: ImageView[]; featured: ReadonlySet<number>; label: string }) {
  return (
    <ul className="sc-images" aria-label={label}>
      {images.map((image, index) => (
        <li key={image.id} className="sc-image" data-testid="showcase-image">
          <Link to={buildPath(paths.inspirationImage, { imageId: image.id, imageSlug: image.slug || 'image' })} className="sc-image__link">
            <span className="sc-image__media">
              <MediaImage media={image.media} alt="" width={image.width} height={image.height} largest="medium" sizes="(max-width: 767px) 50vw, 320px" eager={index < 3} style={{ height: '100%' }} />
              {featured.has(image.id) && <span className="sc-badge">Featured</span>}
            </span>
            <span className="sc-image__title">{image.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ImagesTab({ showcase }: { showcase: Showcase }) {
  const query = useQuery(showcaseImagesQuery(showcase.id, showcase.images));
  if (showcase.images.length === 0) return <Empty className="sc-empty" description="No inspiration images on this page yet." />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <Alert type="error" showIcon title="We could not load these images" description={query.error.message} />;
  const featured = new Set(showcase.featuredImages);
  return <ImageGrid images={query.data} featured={featured} label="Inspiration images" />;
}

function LookBoardsTab({ showcase }: { showcase: Showcase }) {
  const query = useQuery(showcaseLookBoardsQuery(showcase.id, showcase.lookBoards));
  if (showcase.lookBoards.length === 0) return <Empty className="sc-empty" description="No look boards on this page yet." />;
  if (query.isPending) return <LookBoardCardSkeleton count={3} />;
  if (query.isError) return <Alert type="error" showIcon title="We could not load these look boards" description={query.error.message} />;
  const featured = new Set(showcase.featuredLookBoards);
  return (
    <ul className="dl-board-grid" aria-label="Look boards">
      {query.data.map((board, index) => (
        <LookBoardCard key={board.id} board={board} eager={index < 2} badge={featured.has(board.id) ? 'Featured' : undefined} />
      ))}
    </ul>
  );
}

/** The video shows once an admin approved it; its owner sees the address earlier, but not on the page. */
function Video({ showcase }: { showcase: Showcase }) {
  if (!showcase.videoUrl || showcase.videoStatus !== 'active') return null;
  const embed = videoEmbedUrl(showcase.videoUrl);
  return (
    <section className="sc-section" aria-labelledby="sc-video-title">
      <h2 id="sc-video-title" className="sc-section__title">
        Video
      </h2>
      {embed ? (
        <div className="sc-video">
          <iframe
            src={embed}
            title={`${showcase.displayName}'s video`}
            loading="lazy"
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : (
        <a href={showcase.videoUrl} target="_blank" rel="noopener noreferrer">
          Watch {showcase.displayName}&apos;s video
        </a>
      )}
    </section>
  );
}

/**
 * A showcase as visitors see it (spec 2.3, 3): banner, name and subtitle, description, styles,
 * featured then other images and look boards in tabs, the video and social links. `preview` is the
 * owner's view of their own page: no follow button, and a note that it is a preview.
 */
export function ShowcaseView({ showcase, preview = false }: { showcase: Showcase; preview?: boolean }) {
  const [params, setParams] = useSearchParams();
  const styles = useEnum('styles');
  const styleNames = showcase.styles.map((id) => Object.values(styles ?? {}).find((entry) => entry.id === id)?.name).filter((name): name is string => Boolean(name));
  const tab: ShowcaseTab = params.get(TAB_KEY) === 'lookBoards' ? 'lookBoards' : 'inspirationImages';
  const socials = SOCIAL_NETWORKS.filter((network) => showcase[network]);
  const metaDescription = showcase.metaDescription || showcase.description.slice(0, 160);

  return (
    <article className="dl-wide-page sc-page" aria-labelledby="page-title" data-testid="showcase-page">
      <PageTitle title={showcase.metaTitle || showcase.pageName} />
      {metaDescription && <meta name="description" content={metaDescription} />}
      <Banner showcase={showcase} preview={preview} />
      <div className="sc-body">
        <div className="sc-about">
          {showcase.description && <p className="sc-about__text">{showcase.description}</p>}
          {styleNames.length > 0 && (
            <ul className="sc-styles" aria-label="Styles">
              {styleNames.map((name) => (
                <li key={name} className="sc-style">
                  {name}
                </li>
              ))}
            </ul>
          )}
          {socials.length > 0 && (
            <ul className="sc-socials" aria-label="Social links">
              {socials.map((network) => (
                <li key={network}>
                  <a href={showcase[network] ?? undefined} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Tabs
          className="sc-tabs"
          activeKey={tab}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            if (key === 'inspirationImages') next.delete(TAB_KEY);
            else next.set(TAB_KEY, key);
            setParams(next, { replace: true, preventScrollReset: true });
          }}
          items={[
            { key: 'inspirationImages', label: `Inspiration Images (${showcase.images.length})`, children: <ImagesTab showcase={showcase} /> },
            { key: 'lookBoards', label: `Look Boards (${showcase.lookBoards.length})`, children: <LookBoardsTab showcase={showcase} /> },
          ]}
        />
        <Video showcase={showcase} />
      </div>
    </article>
  );
}
