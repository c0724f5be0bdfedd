import { canSeeLookBoard, type LookBoardState } from './look-board';
import { NoSuchLookBoard, NotLookBoardOwner, OwnLookBoard } from './look-board.errors';

/** Who may do what with a look board, decided on the board's own stream. */

/** A board there is: created and not deleted. */
export function lookBoardExists(state: LookBoardState): void {
  if (!state.exists || state.deleted) throw new NoSuchLookBoard();
}

/**
 * The owner's own changes. Anyone else is told it is not theirs (403), except where the board is
 * hidden from them for good reason: a private board, or one an admin took down, is not there (404).
 * A public board still in review is meant for everyone, so its existence is no secret.
 */
export function lookBoardOwnedBy(state: LookBoardState, userId: number): void {
  lookBoardExists(state);
  if (state.ownerId !== userId) {
    const hidden = state.takenDown || state.details?.public !== true;
    if (hidden && !canSeeLookBoard(state, userId)) throw new NoSuchLookBoard();
    throw new NotLookBoardOwner();
  }
}

/** Votes and ratings are what others think of a board: anyone who may see it, but not its owner. */
export function lookBoardJudgeableBy(state: LookBoardState, userId: number, what: 'vote for' | 'rate'): void {
  if (!canSeeLookBoard(state, userId)) throw new NoSuchLookBoard();
  if (state.ownerId === userId) throw new OwnLookBoard(what);
}

/** Likes are for boards the caller may see: to anyone else a private or taken-down board is not there (404). */
export function lookBoardVisibleTo(state: LookBoardState, userId: number): void {
  if (!canSeeLookBoard(state, userId)) throw new NoSuchLookBoard();
}
