import { LookBoardInReview, NoSuchImage, NoSuchLookBoard, NoSuchProduct } from '@decorlook/domain';

/**
 * Who may read which look board. Who may see a board is one rule, applied in the statements that
 * read boards (queries.ts `visibleBoard`): everyone once it is approved and public; its owner and
 * admins always; the person whose request it answers from its submission on. A board the viewer
 * may not see answers 404, exactly as one that does not exist; these functions say so.
 */

/** A board the viewer may not see is not there (404). */
export function lookBoardSeen<T>(board: T | null | undefined): T {
  if (!board) throw new NoSuchLookBoard();
  return board;
}

/** A board's own page the viewer may not see: a public board in review tells others it is waiting for the editors (404 with that message); any other is not there. */
export function lookBoardPageUnseen(inReview: boolean): never {
  throw inReview ? new LookBoardInReview() : new NoSuchLookBoard();
}

/** The boards of an image the viewer may not see: the image is not there (404). */
export function imageSeen<T>(boards: T | null): T {
  if (boards === null) throw new NoSuchImage();
  return boards;
}

/** The boards of a product the viewer may not see, or a product not on the board asked: the product is not there (404). */
export function productSeen<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw new NoSuchProduct();
  return found;
}
