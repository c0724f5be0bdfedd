import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ImageView, ProductView } from '@decorlook/domain/catalog/catalog.views';
import { MIX_MATCH_MAX_PRODUCTS } from '@decorlook/domain/lookboards/look-board.rules';
import type { LookBoardView, MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { BoardCollage, lookBoardPath } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { DashboardFrame } from '../../../components/dashboard-frame';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths, withAuthModal } from '../../../config/paths';
import { formatPrice } from '../../../lib/price';
import { useCurrentUser, useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { boardProductsQuery, mixMatchesQuery, useDeleteMixMatch, useSaveMixMatch } from '../../../lib/queries/look-boards';
import { productsByIdQuery } from '../../../lib/queries/products';
import { imageLookBoardsQuery, imageQuery } from '../../../lib/queries/images';
import { IMAGE_BOARDS_LIMIT, useLookBoardSearch } from '../use-galleries';
import { ArrowIcon } from '../components/gallery-icons';
import { GetTheLookFrame } from '../components/get-the-look-frame';
import { LoadMore } from '../components/load-more';
import { Crumbs } from '../components/page-parts';
import { ShopRows } from '../components/shop-rows';
import { SignInPrompt, VisitorCap } from '../components/visitor-cap';
import { flattenPages, reachedVisitorCap } from '../../../lib/queries/paging';
import '../components/get-the-look.css';
import '../components/look-boards.css';

/** The spec's success toast for a saved mix (spec 4, Curate flow). */
const MIX_MATCH_SAVED = 'Your Mix & Match has been successfully saved';

/** The most products one mix may hold (the server's rule). */
const MIX_MAX_PRODUCTS = MIX_MATCH_MAX_PRODUCTS;
const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const mixDetailsPath = (imageId: number, imageSlug: string) => buildPath(paths.mixMatchDetails, { imageId, imageSlug });
const savedMixesPath = (imageId: number) => buildPath(paths.mixMatchLookBoardDetails, { imageId });

type BoardImage = NonNullable<LookBoardView['image']>;

export interface RoomWithBoards {
  image: BoardImage;
  boards: LookBoardView[];
}

/** The rooms the loaded boards were made for, each once, in the boards' order. */
export function roomsOf(boards: readonly LookBoardView[]): RoomWithBoards[] {
  const rooms = new Map<number, RoomWithBoards>();
  for (const board of boards) {
    if (!board.image) continue;
    const room = rooms.get(board.image.id);
    if (room) room.boards.push(board);
    else rooms.set(board.image.id, { image: board.image, boards: [board] });
  }
  return [...rooms.values()];
}

function RoomCard({ room, eager }: { room: RoomWithBoards; eager: boolean }) {
  const pieces = room.boards.flatMap((board) => board.productsPreview.filter((product) => product.approval !== 'rejected')).slice(0, 4);
  return (
    <li className="gtl-room-card" data-testid="mix-room-card">
      <Link to={mixDetailsPath(room.image.id, room.image.slug)} className="gtl-room-card__link">
        <span className="gtl-room-card__media">
          <MediaImage media={room.image.media} alt="" largest="medium" eager={eager} sizes="(max-width: 767px) 90vw, 33vw" style={{ height: '100%' }} />
          <span className="gtl-room-card__count">
            {room.boards.length} {room.boards.length === 1 ? 'look board' : 'look boards'}
          </span>
        </span>
        <span className="gtl-room-card__strip" aria-hidden>
          {pieces.map((product) => (
            <span key={product.id} className="gtl-room-card__piece">
              <MediaImage media={product.media} alt="" largest="thumb" sizes="64px" style={{ height: '100%', objectFit: 'contain' }} />
            </span>
          ))}
        </span>
        <span className="gtl-room-card__title">{room.image.title}</span>
        <span className="gtl-room-card__cta">
          Mix &amp; match <ArrowIcon />
        </span>
      </Link>
    </li>
  );
}

/** Get the Look, Mix & Match: the rooms that have look boards, to mix their pieces into one's own look. */
export function MixMatchPage() {
  const session = useSession();
  // Rooms come from the boards: a page of boards holds several boards of one room.
  const { query, rule } = useLookBoardSearch({ sort: 'liked' }, 30);
  const pages = query.data?.pages ?? [];
  const rooms = roomsOf(flattenPages(pages));
  return (
    <GetTheLookFrame view="mix-match" title="Mix & Match" heading="Mix & match the looks you love" lead="Every room here has look boards that recreate it. Pick your favourite pieces from them and save the mix that is right for you.">
      {session.status === 'signedIn' && (
        <p className="gtl-inline-links">
          <Link to={paths.mixMatchLookBoards}>
            Your saved mixes <ArrowIcon />
          </Link>
        </p>
      )}
      {query.isPending ? (
        <div role="status" aria-label="Loading rooms">
          <ul className="gtl-rooms" aria-hidden>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="gtl-room-card">
                <span className="gtl-skeleton gtl-room-card__media" />
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError && !query.data ? (
        <Alert type="error" showIcon title="We could not load the rooms" description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : rooms.length === 0 ? (
        <Empty className="gtl-empty" description="No room has look boards yet. Curate the first one!">
          <Link className="dl-button-link" to={paths.curateTheLook}>
            Curate the Look
          </Link>
        </Empty>
      ) : (
        <>
          <ul className="gtl-rooms" aria-label="Rooms to mix and match" data-testid="mix-rooms">
            {rooms.map((room, index) => (
              <RoomCard key={room.image.id} room={room} eager={index < 3} />
            ))}
          </ul>
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} busy={query.isFetching} onLoad={() => void query.fetchNextPage()} label="Show more rooms" />
          {reachedVisitorCap(pages, rule) && <VisitorCap noun="look boards" />}
        </>
      )}
    </GetTheLookFrame>
  );
}

function CheckMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function PickableProduct({ product, picked, full, onToggle }: { product: ProductView; picked: boolean; full: boolean; onToggle(): void }) {
  const rejected = product.approval === 'rejected';
  return (
    <li className={`gtl-pick${picked ? ' is-picked' : ''}${rejected ? ' is-rejected' : ''}`} data-testid="mix-product">
      <button
        type="button"
        className="gtl-pick__button"
        aria-pressed={picked}
        aria-label={`${picked ? 'Remove' : 'Add'} ${product.title} ${picked ? 'from' : 'to'} your mix`}
        disabled={rejected || (full && !picked)}
        onClick={onToggle}
      >
        <span className="gtl-pick__media">
          <MediaImage media={product.media} alt="" largest="medium" sizes="(max-width: 767px) 45vw, 180px" width={1} height={1} style={{ objectFit: 'contain' }} />
          <span className="gtl-pick__check">{picked && <CheckMark />}</span>
        </span>
        <span className="gtl-pick__title">{product.title}</span>
        {rejected ? <span className="gtl-flag">No longer available</span> : <span className="gtl-pick__price">{formatPrice(product.price)}</span>}
      </button>
    </li>
  );
}

function BoardPicker({ board, picked, full, onToggle, onLoaded }: { board: LookBoardView; picked: ReadonlySet<number>; full: boolean; onToggle(product: ProductView): void; onLoaded(products: ProductView[]): void }) {
  const query = useQuery(boardProductsQuery(board));
  useEffect(() => {
    if (query.data) onLoaded(query.data);
  }, [query.data, onLoaded]);
  return (
    <section className="gtl-mix-board" aria-labelledby={`mix-board-${board.id}`} data-testid="mix-board">
      <header className="gtl-mix-board__head">
        <span className="gtl-mix-board__swatch" style={{ background: board.color }} aria-hidden />
        <div>
          <h3 id={`mix-board-${board.id}`} className="gtl-mix-board__title">
            {board.title}
          </h3>
          <p className="gtl-mix-board__owner">by {board.owner.displayName}</p>
        </div>
        <Link className="gtl-mix-board__open" to={lookBoardPath(board)}>
          Open board <ArrowIcon />
        </Link>
      </header>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title="We could not load this board's products" action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : (
        <ul className="gtl-picks" aria-label={`Products of ${board.title}`}>
          {query.data.map((product) => (
            <PickableProduct key={product.id} product={product} picked={picked.has(product.id)} full={full} onToggle={() => onToggle(product)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One room's boards side by side: the person picks pieces from any of them into one mix and saves it. */
export function MixMatchDetailsPage() {
  const { imageId, imageSlug } = useParams();
  if (!isId(imageId)) return <NotFoundPage />;
  return <MixMatchDetails key={imageId} id={Number(imageId)} slug={imageSlug ?? ''} />;
}

function MixMatchDetails({ id, slug }: { id: number; slug: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const image = useQuery(imageQuery(id));
  const boards = useQuery(imageLookBoardsQuery(id, IMAGE_BOARDS_LIMIT));
  const save = useSaveMixMatch();
  // The mix in the order pieces were picked; the products themselves, for the tray.
  const [picked, setPicked] = useState<number[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<number, ProductView>>(new Map());
  const [saved, setSaved] = useState<MixMatchView | null>(null);
  const data = image.data;

  useEffect(() => {
    if (data && data.slug !== slug) navigate(mixDetailsPath(data.id, data.slug), { replace: true, preventScrollReset: true });
  }, [data, slug, navigate]);

  const onLoaded = useMemo(
    () => (products: ProductView[]) =>
      setKnown((current) => {
        if (products.every((product) => current.get(product.id) === product)) return current;
        const next = new Map(current);
        for (const product of products) next.set(product.id, product);
        return next;
      }),
    [],
  );

  if (image.error) return <LoadFailedPage title="Mix & Match" what="this room" error={image.error} onRetry={() => void image.refetch()} />;

  const pickedSet = new Set(picked);
  const full = picked.length >= MIX_MAX_PRODUCTS;
  const toggle = (product: ProductView) => {
    setSaved(null);
    setPicked((current) => (current.includes(product.id) ? current.filter((other) => other !== product.id) : current.length >= MIX_MAX_PRODUCTS ? current : [...current, product.id]));
  };
  const trayProducts = picked.flatMap((productId) => known.get(productId) ?? []);
  const total = trayProducts.reduce((sum, product) => sum + product.price, 0);
  const onSave = () => {
    if (session.status !== 'signedIn') {
      navigate({ pathname: location.pathname, search: withAuthModal(location.search, 'sign-in') });
      return;
    }
    save.mutate(
      { inspirationImageId: id, products: picked },
      {
        onSuccess: (mix) => {
          toast.success(MIX_MATCH_SAVED);
          setSaved(mix);
          setPicked([]);
        },
      },
    );
  };

  return (
    <div className="gtl-page">
      <PageTitle title={data ? `Mix & Match: ${data.title}` : 'Mix & Match'} />
      <Crumbs items={[{ label: 'Get the Look', to: paths.getTheLook }, { label: 'Mix & Match', to: paths.mixMatch }, { label: data?.title ?? 'Room' }]} />
      <RoomHero room={data} eyebrow="Mix & Match">
        <p className="gtl-hero__lead">Pick pieces from any of this room’s look boards. Your mix collects on the right; save it to come back to it and shop it.</p>
      </RoomHero>
      <div className="gtl-mix">
        <div className="gtl-mix__boards">
          {boards.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : boards.isError ? (
            <Alert type="error" showIcon title="We could not load this room's look boards" action={<Button onClick={() => void boards.refetch()}>Try again</Button>} />
          ) : boards.data.length === 0 ? (
            <Empty className="gtl-empty" description="This room has no look boards to mix yet." />
          ) : (
            boards.data.map((board) => <BoardPicker key={board.id} board={board} picked={pickedSet} full={full} onToggle={toggle} onLoaded={onLoaded} />)
          )}
        </div>
        <aside className="gtl-tray" aria-labelledby="mix-tray-title" data-testid="mix-tray">
          <h2 id="mix-tray-title" className="gtl-tray__title">
            Your mix
          </h2>
          {saved && (
            <Alert
              className="gtl-tray__saved"
              type="success"
              showIcon
              title="Saved"
              description={
                <Link to={savedMixesPath(id)}>
                  See your mixes for this room <ArrowIcon />
                </Link>
              }
            />
          )}
          {trayProducts.length === 0 ? (
            <p className="gtl-tray__empty">Tap pieces on the boards to add them to your mix.</p>
          ) : (
            <ul className="gtl-tray__items" aria-label="Pieces in your mix">
              {trayProducts.map((product) => (
                <li key={product.id} className="gtl-tray__item">
                  <span className="gtl-tray__thumb">
                    <MediaImage media={product.media} alt="" largest="thumb" sizes="48px" width={1} height={1} style={{ objectFit: 'contain' }} />
                  </span>
                  <span className="gtl-tray__name">{product.title}</span>
                  <span className="gtl-tray__price">{formatPrice(product.price)}</span>
                  <button type="button" className="gtl-tray__remove" aria-label={`Remove ${product.title} from your mix`} onClick={() => toggle(product)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="gtl-tray__total">
            <span>
              {picked.length} {picked.length === 1 ? 'piece' : 'pieces'}
              {full && ` (the most a mix holds)`}
            </span>
            <strong>{formatPrice(total)}</strong>
          </p>
          <Button type="primary" size="large" block disabled={picked.length === 0} loading={save.isPending} onClick={onSave}>
            Save Mix &amp; Match
          </Button>
          {session.status === 'signedIn' && (
            <Link className="gtl-tray__link" to={savedMixesPath(id)}>
              Your saved mixes for this room
            </Link>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The room a mix is made from: its picture and title (placeholders while it loads), with what follows them. */
function RoomHero({ room, eyebrow, children }: { room: ImageView | undefined; eyebrow: string; children: ReactNode }) {
  return (
    <header className="gtl-mix-hero">
      <span className="gtl-mix-hero__media">
        {room ? <MediaImage media={room.media} alt={room.title} width={room.width} height={room.height} eager sizes="240px" style={{ height: '100%' }} /> : <span className="gtl-skeleton" />}
      </span>
      <div>
        <p className="dl-eyebrow">{eyebrow}</p>
        <h1 className="gtl-hero__title">{room?.title ?? '\u00a0'}</h1>
        {children}
      </div>
    </header>
  );
}

function SignInOffer({ what }: { what: string }) {
  return (
    <SignInPrompt titleId="gtl-mix-sign-in" eyebrow="Members only" title={`Sign in to see ${what}`} signInLabel="Sign in">
      Your Mix &amp; Match looks are kept in your account. Sign in, or create a free account and mix your first look.
    </SignInPrompt>
  );
}

function DeleteMix({ mix }: { mix: MixMatchView }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMixMatch();
  const onConfirm = () =>
    remove.mutate(mix.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Your Mix & Match was deleted');
      },
    });
  return (
    <>
      <Button danger onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog open={confirming} title="Delete this Mix & Match?" confirmLabel="Delete" danger busy={remove.isPending} onConfirm={onConfirm} onCancel={() => setConfirming(false)}>
        <p>Your mix of {mix.products.length} {mix.products.length === 1 ? 'piece' : 'pieces'} will be removed. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

function MixCard({ mix }: { mix: MixMatchView }) {
  const title = mix.image?.title ?? 'Mix & Match';
  return (
    <li className="dl-board-card gtl-mix-card" data-testid="mix-card">
      <Link to={savedMixesPath(mix.inspirationImageId)} className="dl-board-card__link">
        <span className="dl-board-card__media">
          <BoardCollage products={mix.productsPreview} color="#f6f1e7" />
        </span>
        <span className="dl-board-card__title">{title}</span>
        <span className="dl-board-card__owner">
          {mix.products.length} {mix.products.length === 1 ? 'piece' : 'pieces'} · {formatPrice(mix.totalPrice)} · saved {dateFormat.format(new Date(mix.createdAt))}
        </span>
      </Link>
      <div className="gtl-mix-card__actions">
        <DeleteMix mix={mix} />
      </div>
    </li>
  );
}

function useMixes(inspirationImageId?: number) {
  const session = useSession();
  return useInfiniteQuery({ ...mixMatchesQuery(inspirationImageId), enabled: session.status === 'signedIn' });
}

type MixesQuery = ReturnType<typeof useMixes>;

function MixesFailure({ query }: { query: MixesQuery }) {
  return <Alert type="error" showIcon title="We could not load your mixes" description={query.error?.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />;
}

function MoreMixes({ query }: { query: MixesQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="gtl-more">
      <Button size="large" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        Show more mixes
      </Button>
    </div>
  );
}

/** The person's saved mixes as cards, newest first (Get the Look's page of them and the dashboard's). */
function SavedMixesList() {
  const session = useSession();
  const query = useMixes();
  const mixes = query.data?.pages.flat() ?? [];
  if (session.status === 'visitor') return <SignInOffer what="your mixes" />;
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your mixes">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (query.isError) return <MixesFailure query={query} />;
  if (mixes.length === 0) {
    return (
      <Empty className="gtl-empty" description="You have not saved a Mix & Match yet.">
        <Link className="dl-button-link" to={paths.mixMatch}>
          Mix &amp; match a room
        </Link>
      </Empty>
    );
  }
  return (
    <>
      <ul className="dl-board-grid" aria-label="Your mixes">
        {mixes.map((mix) => (
          <MixCard key={mix.id} mix={mix} />
        ))}
      </ul>
      <MoreMixes query={query} />
    </>
  );
}

/** The person's saved Mix & Match looks, newest first. */
export function MixMatchLookBoardsPage() {
  return (
    <div className="gtl-page">
      <PageTitle title="Your Mix & Match Looks" />
      <Crumbs items={[{ label: 'Get the Look', to: paths.getTheLook }, { label: 'Mix & Match', to: paths.mixMatch }, { label: 'Your mixes' }]} />
      <header className="gtl-hero">
        <p className="dl-eyebrow">Mix &amp; Match</p>
        <h1 className="gtl-hero__title">Your Mix &amp; Match looks</h1>
        <p className="gtl-hero__lead">The pieces you picked from each room’s look boards, ready to shop.</p>
      </header>
      <SavedMixesList />
    </div>
  );
}

/** /dashboard/mix-matches, "My Mix & Matches": the same saved mixes, in the dashboard beside My Look Boards. */
export function DashboardMixMatchesPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <DashboardFrame user={user}>
      <PageTitle title="My Mix & Matches" />
      <header className="dl-dashboard__head">
        <div>
          <h1 id="page-title" className="dl-dashboard__title">
            My Mix &amp; Matches
          </h1>
          <p className="dl-dashboard__lead">The pieces you picked from each room’s look boards, ready to shop.</p>
        </div>
      </header>
      <SavedMixesList />
    </DashboardFrame>
  );
}

function MixShopList({ mix }: { mix: MixMatchView }) {
  const query = useQuery(productsByIdQuery(mix.products));
  return (
    <section className="gtl-mix-saved" aria-label={`Mix saved ${dateFormat.format(new Date(mix.createdAt))}`} data-testid="saved-mix">
      <header className="gtl-mix-saved__head">
        <div>
          <h2 className="gtl-mix-saved__title">Saved {dateFormat.format(new Date(mix.createdAt))}</h2>
          <p className="gtl-mix-saved__meta">
            {mix.products.length} {mix.products.length === 1 ? 'piece' : 'pieces'} · total <strong>{formatPrice(mix.totalPrice)}</strong>
          </p>
        </div>
        <DeleteMix mix={mix} />
      </header>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title="We could not load the pieces" action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : (
        <ShopRows products={query.data} label="Pieces in this mix" />
      )}
    </section>
  );
}

/** The person's mixes of one room, each as a list to shop. */
export function MixMatchLookBoardDetailsPage() {
  const { imageId } = useParams();
  if (!isId(imageId)) return <NotFoundPage />;
  return <SavedMixesOfRoom key={imageId} id={Number(imageId)} />;
}

function SavedMixesOfRoom({ id }: { id: number }) {
  const session = useSession();
  const image = useQuery(imageQuery(id));
  const query = useMixes(id);
  const mixes = query.data?.pages.flat() ?? [];
  const data = image.data;
  if (image.error) return <LoadFailedPage title="Your Mix & Match Looks" what="this room" error={image.error} onRetry={() => void image.refetch()} />;
  return (
    <div className="gtl-page">
      <PageTitle title={data ? `Your mixes for ${data.title}` : 'Your Mix & Match Looks'} />
      <Crumbs items={[{ label: 'Mix & Match', to: paths.mixMatch }, { label: 'Your mixes', to: paths.mixMatchLookBoards }, { label: data?.title ?? 'Room' }]} />
      <RoomHero room={data} eyebrow="Your Mix & Match">
        {data && (
          <p className="gtl-detail__links gtl-detail__links--row">
            <Link to={mixDetailsPath(data.id, data.slug)}>
              Mix another look <ArrowIcon />
            </Link>
          </p>
        )}
      </RoomHero>
      {session.status === 'visitor' ? (
        <SignInOffer what="your mixes" />
      ) : query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <MixesFailure query={query} />
      ) : mixes.length === 0 ? (
        <Empty className="gtl-empty" description="You have no saved mixes for this room." />
      ) : (
        <div className="gtl-mix-saved-list">
          {mixes.map((mix) => (
            <MixShopList key={mix.id} mix={mix} />
          ))}
          <MoreMixes query={query} />
        </div>
      )}
    </div>
  );
}
