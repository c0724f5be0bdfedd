import { useState } from 'react';
import { Button } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LookBoardCard, LookBoardCardSkeleton } from '../../../components/look-board-card';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/use-session';
import { useListView } from '../use-list-view';
import { toast } from '../../../lib/toast';
import { BOARD_PUBLICATION_FILTERS, DASHBOARD_BOARD_TABS, dashboardBoardsQuery, type BoardPublicationFilter, type DashboardBoardsTab } from '../../../lib/queries/look-boards';
import { useDeleteLookBoard } from '../api/my-look-boards';
import { DashboardLayout } from '../components/dashboard-layout';
import { ListViewHead, LoadFailure, LoadMore } from '../components/list-view';
import { BoardStages, BoardStatusTag } from '../components/look-board-status';

const TAB_LABELS: Record<DashboardBoardsTab, string> = { my: 'My Look Boards', all: 'All Look Boards', liked: 'Liked' };
const PUBLICATION_LABELS: Record<BoardPublicationFilter, string> = { any: 'All', published: 'Published', drafts: 'Drafts' };
const EMPTY: Record<DashboardBoardsTab, string> = {
  my: 'You have not made a look board yet. Pick a room you love and recreate it with real pieces.',
  all: 'No look boards here yet.',
  liked: 'Look boards you like appear here. Tap the heart on any board to keep it.',
};

/**
 * Where the owner edits a board: the curate canvas opens the board named by `edit` (it loads the
 * board itself; nothing is handed over through storage).
 */
export const editLookBoardPath = (id: number) => `${paths.curateCanvas}?edit=${id}`;

/** /dashboard/look-boards: the person's boards with their stages, everyone's, and the liked ones. */
export function DashboardLookBoardsPage() {
  const user = useCurrentUser();
  const { tab, publication, show } = useListView(DASHBOARD_BOARD_TABS, BOARD_PUBLICATION_FILTERS, { tab: 'my', publication: 'any' });
  if (!user) return null;

  return (
    <DashboardLayout user={user}>
      <ListViewHead
        title="My Look Boards"
        lead="The looks you curated, where each stands, and the boards you loved."
        action={
          <Link className="dl-button-link" to={paths.curateTheLook}>
            Create Look Board
          </Link>
        }
        tabs={DASHBOARD_BOARD_TABS}
        tabLabels={TAB_LABELS}
        publications={BOARD_PUBLICATION_FILTERS}
        publicationLabels={PUBLICATION_LABELS}
        tab={tab}
        publication={publication}
        show={show}
      />
      <BoardList key={`${tab}-${publication}`} tab={tab} publication={publication} />
    </DashboardLayout>
  );
}

function OwnBoardPanel({ board, onDelete }: { board: LookBoardView; onDelete(): void }) {
  return (
    <div className="dash-board-panel">
      <BoardStages stages={board.stages} />
      {board.status === 'rejected' && board.rejectionReason && <p className="dash-board-panel__reason">Reason: {board.rejectionReason}</p>}
      <div className="dash-board-panel__actions">
        <Link className="dash-board-panel__edit" to={editLookBoardPath(board.id)} aria-label={`Edit ${board.title}`}>
          Edit
        </Link>
        <Button size="small" danger type="text" onClick={onDelete} aria-label={`Delete ${board.title}`}>
          Delete
        </Button>
      </div>
    </div>
  );
}

function BoardList({ tab, publication }: { tab: DashboardBoardsTab; publication: BoardPublicationFilter }) {
  const query = useInfiniteQuery(dashboardBoardsQuery(tab, publication));
  const remove = useDeleteLookBoard();
  const [deleting, setDeleting] = useState<LookBoardView | null>(null);
  const boards = query.data?.pages.flat() ?? [];

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading look boards">
        <LookBoardCardSkeleton count={6} />
      </div>
    );
  }
  if (query.isError && boards.length === 0) {
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (boards.length === 0) {
    return (
      <div className="dl-dashboard__empty">
        <p>{publication === 'drafts' ? 'No drafts: every look board you made is published.' : publication === 'published' ? 'None of your look boards is published yet.' : EMPTY[tab]}</p>
        {tab === 'my' && publication === 'any' && (
          <Link className="dl-button-link" to={paths.curateTheLook}>
            Curate your first look
          </Link>
        )}
      </div>
    );
  }
  const onConfirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Your look board was deleted');
        setDeleting(null);
      },
    });
  };
  return (
    <>
      <ul className="dl-board-grid" aria-label={TAB_LABELS[tab]}>
        {boards.map((board, index) =>
          tab === 'my' ? (
            <LookBoardCard key={board.id} board={board} eager={index < 3} badge={<BoardStatusTag board={board} />}>
              <OwnBoardPanel board={board} onDelete={() => setDeleting(board)} />
            </LookBoardCard>
          ) : (
            <LookBoardCard key={board.id} board={board} eager={index < 3} />
          ),
        )}
      </ul>
      <LoadMore query={query} size="large" />
      <ConfirmDialog open={deleting !== null} title="Delete this look board?" confirmLabel="Delete" danger busy={remove.isPending} onConfirm={onConfirm} onCancel={() => setDeleting(null)}>
        <p>“{deleting?.title}” will be removed from your look boards and from the site. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
