import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { boardFromSaved } from './curate.board';
import { bodyOf, type DetailsValues } from './curate.details';
import { editAfterSave, type StoredCurate } from './curate.machine';

/** An existing board of the person's, opened for editing: its content and its edit state (draft or submitted). */
export function storedFromView(view: LookBoardView): StoredCurate {
  // A board that answers a request keeps answering it when edited: its request id is a valid slug.
  const board = boardFromSaved({ columns: view.columns, products: view.productsPreview, image: view.image, requestSlug: view.requestId ? String(view.requestId) : null });
  const details: DetailsValues = {
    title: view.title,
    type: view.type,
    roomTypeId: view.roomTypeId,
    itemClassId: view.itemClassId,
    styleId: view.styleId,
    description: view.description,
    message: view.message,
    color: view.color,
    status: view.public === 1 ? 'public' : 'private',
  };
  return { board, details, edit: editAfterSave(view, bodyOf(board, details)) };
}
