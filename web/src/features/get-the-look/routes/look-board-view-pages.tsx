import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { LookBoardCard, LookBoardCardSkeleton } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { useCanonicalPath } from '../../../lib/use-canonical-path';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { imageLookBoardsQuery, imageQuery } from '../../../lib/queries/images';
import type { LookBoardSort, LookBoardType } from '../../../lib/queries/look-boards';
import { IMAGE_BOARDS_LIMIT, useLookBoardSearch } from '../use-galleries';
import { ArrowIcon } from '../components/gallery-icons';
import { GetTheLookFrame } from '../components/get-the-look-frame';
import { LookBoardResults } from '../components/look-board-results';
import { Crumbs, Pills, SortSelect, useQueryState } from '../components/page-parts';
import { parseIdList, styleCatalog } from '../gallery-filters';
import '../components/get-the-look.css';
import '../components/look-boards.css';

export const LOOK_BOARD_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'liked', label: 'Most liked' },
  { value: 'voted', label: 'Most voted' },
] as const satisfies readonly { value: LookBoardSort; label: string }[];

export const LOOK_BOARD_TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  { value: 'room', label: 'Rooms' },
  { value: 'single', label: 'Single items' },
  { value: 'makeOver', label: 'Makeovers' },
] as const satisfies readonly { value: LookBoardType; label: string }[];

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);
const oneOf = <T extends string>(options: readonly { value: T }[], value: string | null, fallback: T): T => (options.some((option) => option.value === value) ? (value as T) : fallback);

/** The search box: typing does not search on every key, Enter (or the button) does. */
function SearchBox({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      className="gtl-filters__search"
      aria-label="Search look boards"
      placeholder="Search look boards"
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onSearch(next.trim())}
    />
  );
}

/** Get the Look, Look Boards View: everyone's published boards, by type, style and room. */
export function LookBoardViewPage() {
  const [params, set, setMany] = useQueryState();
  const { enums } = useAppConfig();
  const type = oneOf(LOOK_BOARD_TYPE_OPTIONS, params.get('type'), 'all');
  const sort = oneOf(LOOK_BOARD_SORT_OPTIONS, params.get('sort'), 'newest');
  const style = parseIdList(params.get('style')).slice(0, 1);
  const roomTypes = type === 'all' || type === 'room' ? parseIdList(params.get('rooms')) : [];
  const search = (params.get('q') ?? '').trim().slice(0, 200);
  const styleOptions = useMemo(() => styleCatalog({ styles: enums.styles }).styles.map((option) => ({ value: option.id, label: option.name })), [enums.styles]);
  const { query, rule } = useLookBoardSearch({ sort, type, styles: style, roomTypes, search });
  const total = query.data?.pages[0]?.total;
  const narrowed = type !== 'all' || style.length > 0 || roomTypes.length > 0 || search !== '';
  const clear = () => setMany({ type: null, style: null, rooms: null, q: null });

  return (
    <GetTheLookFrame view="look-boards" title="Look Boards View" heading="Look boards for every room" lead="See the look boards decor lovers curated, each a set of real pieces that recreates a room. Open one to shop it.">
      <div className="gtl-filters">
        <div className="gtl-filters__row gtl-filters__row--top">
          <SearchBox value={search} onSearch={(value) => set('q', value)} />
          <SortSelect label="Sort look boards" value={sort} options={LOOK_BOARD_SORT_OPTIONS} onChange={(value) => set('sort', value === 'newest' ? null : value)} />
        </div>
        <div className="gtl-filters__row">
          <Select
            className="gtl-filters__select"
            aria-label="Type"
            value={type}
            options={LOOK_BOARD_TYPE_OPTIONS.map((option) => ({ ...option }))}
            onChange={(value: LookBoardType) => set('type', value === 'all' ? null : value)}
          />
          <Select
            className="gtl-filters__select"
            aria-label="Style"
            placeholder="Any style"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={style[0]}
            options={styleOptions}
            onChange={(value: number | undefined) => set('style', value ? String(value) : null)}
          />
          {narrowed && (
            <Button type="link" onClick={clear}>
              Clear filters
            </Button>
          )}
        </div>
        {(type === 'all' || type === 'room') && Object.keys(enums.roomTypes ?? {}).length > 0 && (
          <Pills label="Room type" entries={Object.values(enums.roomTypes ?? {})} value={roomTypes} multiple onChange={(ids) => set('rooms', ids.join(','))} />
        )}
      </div>
      <p className="gtl-shop__total" aria-live="polite">
        {total === undefined ? '\u00a0' : `${total.toLocaleString('en-US')} ${total === 1 ? 'look board' : 'look boards'}`}
      </p>
      <div className={query.isPlaceholderData ? 'gtl-results is-updating' : 'gtl-results'} aria-busy={query.isFetching}>
        <LookBoardResults query={query} rule={rule} label="Look boards" emptyAction={narrowed ? <Button onClick={clear}>Clear filters</Button> : undefined} />
      </div>
    </GetTheLookFrame>
  );
}

/** One room with every published board made for it. */
export function LookBoardViewDetailsPage() {
  const { imageId, imgSlug } = useParams();
  if (!isId(imageId)) return <NotFoundPage />;
  return <ImageBoards key={imageId} id={Number(imageId)} slug={imgSlug ?? ''} />;
}

function ImageBoards({ id, slug }: { id: number; slug: string }) {
  const image = useQuery(imageQuery(id));
  const boards = useQuery(imageLookBoardsQuery(id, IMAGE_BOARDS_LIMIT));
  const data = image.data;

  useCanonicalPath(data && data.slug !== slug ? buildPath(paths.lookBoardViewDetails, { imageId: data.id, imgSlug: data.slug }) : null);

  if (image.error) return <LoadFailedPage title="Look Boards View" what="this room" error={image.error} onRetry={() => void image.refetch()} />;
  const count = boards.data?.length;
  return (
    <div className="gtl-page">
      <PageTitle title={data ? `Look boards for ${data.title}` : 'Look Boards View'} />
      <Crumbs items={[{ label: 'Get the Look', to: paths.getTheLook }, { label: 'Look Boards View', to: paths.lookBoardView }, { label: data?.title ?? 'Room' }]} />
      <div className="gtl-boards-room">
        <div className="gtl-boards-room__media">
          {data ? (
            <MediaImage media={data.media} alt={data.title} width={data.width} height={data.height} eager sizes="(max-width: 1023px) 100vw, 40vw" className="gtl-detail__img" />
          ) : (
            <span className="gtl-skeleton gtl-detail__placeholder" role="status" aria-label="Loading" />
          )}
        </div>
        <div className="gtl-boards-room__info">
          <p className="dl-eyebrow">Look boards for this room</p>
          <h1 className="gtl-hero__title">{data?.title ?? '\u00a0'}</h1>
          <p className="gtl-detail__text">
            {count === undefined ? '\u00a0' : count === 0 ? 'No look boards for this room yet.' : `${count} ${count === 1 ? 'look board recreates' : 'look boards recreate'} this room with real pieces you can buy.`}
          </p>
          {data && (
            <p className="gtl-detail__links gtl-detail__links--row">
              <Link to={buildPath(paths.mixMatchDetails, { imageId: data.id, imageSlug: data.slug })}>
                Mix &amp; match these boards <ArrowIcon />
              </Link>
              <Link to={buildPath(paths.inspirationImage, { imageId: data.id, imageSlug: data.slug })}>
                See the image <ArrowIcon />
              </Link>
            </p>
          )}
        </div>
      </div>
      <section className="gtl-section" aria-labelledby="room-boards">
        <h2 id="room-boards" className="gtl-section__title">
          The look boards
        </h2>
        {boards.isPending ? (
          <LookBoardCardSkeleton count={4} />
        ) : boards.isError ? (
          <Alert type="error" showIcon title="We could not load the look boards" action={<Button onClick={() => void boards.refetch()}>Try again</Button>} />
        ) : boards.data.length === 0 ? (
          <div className="gtl-callout">
            <p>Nobody has curated this room yet. Be the first: pick the pieces that recreate it.</p>
            <Link className="dl-button-link" to={paths.curateTheLook}>
              Curate the Look
            </Link>
          </div>
        ) : (
          <ul className="dl-board-grid" aria-label="Look boards for this room" data-testid="look-board-list">
            {boards.data.map((board, index) => (
              <LookBoardCard key={board.id} board={board} eager={index < 4} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /get-the-look/look-board/details/{id}/{slug} is the board's page under Get the Look: the board's own page. */
export function LookBoardDetailsPage() {
  const { lookBoardId, lookBoardSlug } = useParams();
  if (!isId(lookBoardId)) return <NotFoundPage />;
  return <Navigate to={buildPath(paths.lookBoard, { lookBoardId, lookBoardSlug })} replace />;
}
