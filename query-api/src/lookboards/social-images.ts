import type { AppSettings } from '@decorlook/infra/config';
import type { Sql } from '@decorlook/infra/db/sql';
import { shareableOf, type LoadShareableBoard } from '@decorlook/infra/media/social-images';
import { shareableLookBoard, type LookBoardReads } from '@decorlook/projectors/lookboards/boards/queries';

/**
 * Boards from the look boards read model, as social sites and link previews show them: as a
 * visitor sees them, so a draft, a private board or a deleted one is never shared, nor a board
 * whose owner was erased.
 */
export function shareableBoards(reads: LookBoardReads): LoadShareableBoard {
  return async (id) => {
    const board = await shareableLookBoard(reads, id);
    return board ? shareableOf(board) : null;
  };
}

/** The platform's boards as shared (the read model on its pool). */
export const shareableBoardsOf = (platform: { pool: Sql; settings: Pick<AppSettings, 'publicUrl'> }) => shareableBoards({ sql: platform.pool, publicUrl: platform.settings.publicUrl });
