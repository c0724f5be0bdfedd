import type { CSSProperties } from 'react';
import { Alert, Skeleton, Steps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { LOOK_BOARD_IN_REVIEW } from '@decorlook/domain/lookboards/look-board.errors';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { ApiError } from '../../../lib/api-client';
import { LookBoardCard } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths } from '../../../config/paths';
import { useCanonicalPath } from '../../../lib/use-canonical-path';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { formatPrice } from '../../../lib/price';
import { useSession } from '../../../lib/session/use-session';
import { lookBoardQuery, type LookBoard } from '../../../lib/queries/look-boards';
import { imageLookBoardsQuery } from '../../../lib/queries/images';

import { inkOn } from '../../../lib/banner-ink';
import { BoardLikeButton, BoardRating, BoardVoteButton } from '../components/board-actions';
import { BoardTemplate } from '../components/board-template';
import { BoardBudgets } from '../components/budgets-section';
import { ShareButton } from '../components/share-dialog';
import { ShoppableList } from '../components/shoppable-list';
import { SubstituteOffers } from '../components/substitute-offers';
import './look-board-page.css';

/** How many other boards of the same room the page offers. */
const SIBLING_BOARDS = 4;

const isId = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const TYPE_LABELS: Record<LookBoard['type'], string> = { room: 'Room', single: 'Single item', makeOver: 'Makeover' };

/** Where a board's owner goes to change it: the curate canvas opens the board by its id. */
export const editBoardPath = (id: number) => `${paths.curateCanvas}?edit=${id}`;

function nameOf(lookup: Record<string, EnumEntry> | undefined, id: number | null): string | undefined {
  if (id === null || !lookup) return undefined;
  // Styles are keyed by position, the others by id: look the entry up by its own id.
  return Object.values(lookup).find((entry) => entry.id === id)?.name;
}

/** /look-board/{lookBoardId}/{lookBoardSlug?}: the board, its story, and every piece to shop. */
export function LookBoardPage() {
  const { lookBoardId, lookBoardSlug } = useParams();
  if (!isId(lookBoardId)) return <NotFoundPage />;
  return <LookBoardDetails key={lookBoardId} id={Number(lookBoardId)} slug={lookBoardSlug ?? ''} />;
}

function LookBoardDetails({ id, slug }: { id: number; slug: string }) {
  const query = useQuery(lookBoardQuery(id));
  const board = query.data;

  // The address names the board's current slug; a missing, old or mistyped one is replaced.
  useCanonicalPath(board && board.slug && board.slug !== slug ? buildPath(paths.lookBoard, { lookBoardId: board.id, lookBoardSlug: board.slug }) : null);

  // Private and unpublished boards answer 404 to everyone but their owner: the not-found page.
  // A public board still with the editors: its share link was given out, so say why it is not here yet.
  if (query.error instanceof ApiError && query.error.status === 404 && query.error.message === LOOK_BOARD_IN_REVIEW) return <InReviewPage />;
  if (query.error) return <LoadFailedPage title="Look Board" what="this look board" error={query.error} onRetry={() => void query.refetch()} />;
  if (!board) {
    return (
      <div className="dl-wide-page lb-page" role="status" aria-label="Loading">
        <PageTitle title="Look Board" />
        <div className="lb-banner lb-banner--placeholder" />
        <div className="lb-layout">
          <div className="lb-template lb-template--placeholder" />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }
  return <LookBoardView board={board} />;
}

function OwnerNotice({ board }: { board: LookBoard }) {
  const published = board.status === 'approved' && board.public === 1;
  const current = board.stages.findIndex((stage) => !stage.done);
  return (
    <section className="lb-owner" aria-labelledby="lb-owner-title">
      <div className="lb-owner__head">
        <h2 id="lb-owner-title" className="lb-owner__title">
          {published ? 'Your look board is published' : board.status === 'rejected' ? 'Your look board was not approved' : 'Only you can see this look board'}
        </h2>
        <Link className="dl-button-link dl-button-link--ghost" to={editBoardPath(board.id)}>
          Edit look board
        </Link>
      </div>
      {board.status === 'rejected' && <Alert type="error" showIcon title="What to change" description={board.rejectionReason ?? 'No reason was given.'} />}
      {board.status === 'draft' && <p className="lb-owner__note">This board is saved as a draft. Submit it from the editor: our editors review every board before it is published.</p>}
      {board.status === 'submitted' && <p className="lb-owner__note">Our editors are reviewing this board. It is published once they approve it.</p>}
      {board.status === 'approved' && board.public === 0 && <p className="lb-owner__note">This board is approved and private: only you can open it.</p>}
      <Steps
        className="lb-owner__stages"
        size="small"
        current={current === -1 ? board.stages.length : current}
        items={board.stages.map((stage) => ({ title: stage.name, status: stage.done ? 'finish' : board.status === 'rejected' && stage.name === 'Approved' ? 'error' : 'wait' }))}
      />
    </section>
  );
}

function LookBoardView({ board }: { board: LookBoard }) {
  const session = useSession();
  const isOwner = session.status === 'signedIn' && session.user.id === board.ownerId;
  const style = nameOf(useEnum('styles'), board.styleId);
  const roomType = nameOf(useEnum('roomTypes'), board.roomTypeId);
  const itemClass = nameOf(useEnum('itemClasses'), board.itemClassId);
  const published = board.status === 'approved' && board.public === 1;
  const owner = { avatar: board.owner.avatar, displayName: board.owner.displayName, email: '', firstName: null, lastName: null };
  const eyebrow = [style, roomType ?? itemClass ?? TYPE_LABELS[board.type]].filter(Boolean).join(' · ');
  const date = board.publishedAt ?? board.createdAt;
  const pieces = board.productsPreview.filter((product) => product.approval !== 'rejected').length;

  return (
    <article className="dl-wide-page lb-page" aria-labelledby="page-title">
      <PageTitle title={board.title} />
      <meta name="description" content={board.description.slice(0, 160)} />
      <nav className="dl-crumbs" aria-label="Breadcrumb">
        <Link to={paths.lookBoardView}>Look Boards</Link>
        {board.image && (
          <>
            <span aria-hidden="true">/</span>
            <Link to={buildPath(paths.lookBoardViewDetails, { imageId: board.image.id, imgSlug: board.image.slug })}>{board.image.title}</Link>
          </>
        )}
      </nav>

      {isOwner && <OwnerNotice board={board} />}
      {isOwner && <SubstituteOffers board={board} />}

      <header className={`lb-banner lb-banner--${inkOn(board.color)}`} style={{ '--board-color': board.color } as CSSProperties} data-testid="board-banner">
        <p className="lb-banner__eyebrow">{eyebrow}</p>
        <h1 id="page-title" className="lb-banner__title">
          {board.title}
        </h1>
        <div className="lb-banner__meta">
          <span className="lb-banner__owner">
            <UserAvatar user={owner} size={36} />
            <span>
              <span className="lb-banner__owner-label">Curated by</span> <span className="lb-banner__owner-name">{board.owner.displayName}</span>
            </span>
          </span>
          <span className="lb-banner__date">{published ? 'Published' : 'Created'} {dateFormat.format(new Date(date))}</span>
          <span className="lb-banner__date">
            {pieces} {pieces === 1 ? 'piece' : 'pieces'} · {formatPrice(board.totalPrice)}
          </span>
        </div>
        <div className="lb-banner__actions">
          <BoardLikeButton board={board} />
          <BoardVoteButton board={board} />
          {published && <ShareButton board={board} />}
        </div>
      </header>

      <div className="lb-layout">
        <BoardTemplate board={board} />
        <aside className="lb-aside">
          {board.image && (
            <figure className="lb-inspiration">
              <Link to={buildPath(paths.inspirationImage, { imageId: board.image.id, imageSlug: board.image.slug })} className="lb-inspiration__link">
                <MediaImage media={board.image.media} alt={board.image.title} largest="medium" sizes="(max-width: 1023px) 100vw, 380px" />
              </Link>
              <figcaption className="lb-inspiration__caption">
                <span className="lb-label">Inspired by</span>
                <Link to={buildPath(paths.inspirationImage, { imageId: board.image.id, imageSlug: board.image.slug })}>{board.image.title}</Link>
              </figcaption>
            </figure>
          )}
          <section aria-labelledby="lb-about-title" className="lb-about">
            <h2 id="lb-about-title" className="lb-label">
              About this look
            </h2>
            <p className="lb-about__text">{board.description}</p>
          </section>
          {board.message && (
            <blockquote className="lb-message">
              <p>{board.message}</p>
              <footer>— {board.owner.displayName}</footer>
            </blockquote>
          )}
          <BoardRating board={board} />
        </aside>
      </div>

      <ShoppableList board={board} isOwner={isOwner} />

      <BoardBudgets board={board} />

      {board.image && <RoomBoards board={board} imageId={board.image.id} />}

      {board.image && (
        <nav className="lb-more" aria-label="More looks">
          <Link className="dl-button-link dl-button-link--ghost" to={buildPath(paths.lookBoardViewDetails, { imageId: board.image.id, imgSlug: board.image.slug })}>
            More look boards for this room
          </Link>
          <Link className="dl-button-link" to={buildPath(paths.mixMatchDetails, { imageId: board.image.id, imageSlug: board.image.slug })}>
            Mix &amp; match its boards
          </Link>
        </nav>
      )}
    </article>
  );
}

/** The room's other published boards, as cards (left out when there are none). */
function RoomBoards({ board, imageId }: { board: LookBoard; imageId: number }) {
  const query = useQuery({ ...imageLookBoardsQuery(imageId, SIBLING_BOARDS + 1), staleTime: 60_000 });
  const others = query.data?.filter((other) => other.id !== board.id).slice(0, SIBLING_BOARDS) ?? [];
  if (others.length === 0) return null;
  return (
    <section className="lb-siblings" aria-labelledby="lb-siblings-title">
      <h2 id="lb-siblings-title" className="dl-section-title lb-shop__title">
        Other looks for this room
      </h2>
      <ul className="dl-board-grid" aria-label="Other look boards for this room">
        {others.map((other) => (
          <LookBoardCard key={other.id} board={other} />
        ))}
      </ul>
    </section>
  );
}

/** What others meet at the share link of a public board still in review. */
function InReviewPage() {
  return (
    <section className="dl-page dl-not-found" data-testid="board-in-review" aria-labelledby="page-title">
      <PageTitle title="Look board waiting for review" />
      <h1 id="page-title" className="dl-page__title">
        This look board is waiting for review
      </h1>
      <p className="dl-page__lead">Our editors look at every board before it is published. Come back soon: this link shows it once it is approved.</p>
      <Link className="dl-button-link" to={paths.getTheLook}>
        Browse published looks
      </Link>
    </section>
  );
}
