import { z } from 'zod';
import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import { likeInput, rejectInput } from '../catalog/catalog.rules';
import { likeAnswer, rateAnswer } from '../catalog/catalog.views';
import {
  bannerColorInput,
  lookBoardIdsInput,
  lookBoardInput,
  lookBoardPage,
  lookBoardRateInput,
  lookBoardSearchInput,
  mixMatchInput,
  mixMatchListInput,
  productsOnBoardInput,
  requestLinkInput,
  shareInput,
  substitutePickInput,
  voteInput,
} from './look-board.rules';
import {
  lookBoardDecisionAnswer,
  lookBoardSearchAnswer,
  lookBoardView,
  mixMatchView,
  productOnBoardAnswer,
  productOnBoardView,
  shareAnswer,
  submitAnswer,
  voteAnswer,
} from './look-board.views';
import { idParam, pathId } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;
const productOnBoardParams = z.object({ id: pathId, lookBoardId: pathId });
const substituteParams = z.object({ id: pathId, productId: pathId });
const deleted = resultOf(z.object({ deleted: z.literal(true) }));
const board = resultOf(lookBoardView);
const boards = resultOf(z.array(lookBoardView));

/** Look boards (Curate the Look, likes, votes, ratings, sharing) and Mix & Match. */
export const LOOK_BOARD_ROUTES = [
  { method: 'post', path: '/look-board', service: c, operationId: 'createLookBoard', summary: 'Save a new look board as a draft', tag: 'lookBoards', auth: 'bearer', status: 201, body: lookBoardInput, answer: board },
  { method: 'put', path: '/look-board/{id}', service: c, operationId: 'updateLookBoard', summary: "Update one of the caller's look boards: a draft in place, a submitted one goes back for review", tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: lookBoardInput, answer: board, errors: [403, 404] },
  { method: 'put', path: '/look-board/{id}/submitted', service: c, operationId: 'updateSubmittedLookBoard', summary: 'Update a submitted look board: it goes back for review', tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: lookBoardInput, answer: board, errors: [403, 404] },
  { method: 'post', path: '/look-board/{id}/update-banner-color', service: c, operationId: 'updateLookBoardBannerColor', summary: "Change a board's banner colour only (no new review)", tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: bannerColorInput, answer: board, errors: [403, 404] },
  { method: 'post', path: '/look-board/{id}/update-request', service: c, operationId: 'updateLookBoardRequest', summary: 'Link a board to the request it answers (or unlink it with null)', tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: requestLinkInput, answer: board, errors: [403, 404] },
  { method: 'post', path: '/look-board/{id}/submit', service: c, operationId: 'submitLookBoard', summary: 'Submit a draft for review; answers the share URL', tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, answer: resultOf(submitAnswer), errors: [403, 404] },
  { method: 'delete', path: '/look-board/{id}', service: c, operationId: 'deleteLookBoard', summary: "Delete one of the caller's look boards", tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, answer: deleted, errors: [403, 404] },
  { method: 'post', path: '/look-board/{id}/like', service: c, operationId: 'likeLookBoard', summary: 'Like or unlike a look board (toggles; isLiked sets)', tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: likeInput, answer: resultOf(likeAnswer), errors: [404] },
  { method: 'post', path: '/look-board/{id}/vote', service: c, operationId: 'voteLookBoard', summary: 'Vote for a look board (once per person; a vote is never withdrawn)', tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: voteInput, answer: resultOf(voteAnswer), errors: [403, 404] },
  { method: 'post', path: '/look-board/{id}/rate', service: c, operationId: 'rateLookBoard', summary: 'Rate a look board 1 to 5 (one rating per person, changeable)', tag: 'lookBoards', auth: 'bearer', status: 200, params: idParam, body: lookBoardRateInput, answer: resultOf(rateAnswer), errors: [403, 404] },
  { method: 'get', path: '/look-board/{id}', service: q, operationId: 'getLookBoard', summary: 'A look board (others see it once approved and public)', tag: 'lookBoards', auth: 'optional', status: 200, params: idParam, answer: board, errors: [404] },
  { method: 'post', path: '/look-board/search', service: q, operationId: 'searchLookBoards', summary: "Search look boards: everyone's, the caller's own or liked (visitors page through the first 30)", tag: 'lookBoards', auth: 'optional', status: 200, body: lookBoardSearchInput, answer: lookBoardSearchAnswer },
  { method: 'get', path: '/look-board/examples', service: q, operationId: 'lookBoardExamples', summary: 'A few well-rated published boards, one template of each kind where possible', tag: 'lookBoards', auth: 'optional', status: 200, answer: boards },
  { method: 'post', path: '/look-board/find-ids', service: q, operationId: 'getLookBoardsById', summary: 'Look boards by id, in the order asked (those the caller may see)', tag: 'lookBoards', auth: 'optional', status: 200, body: lookBoardIdsInput, answer: boards },
  { method: 'post', path: '/look-board/share', service: q, operationId: 'shareLookBoard', summary: "A board's share URL and its social pictures", tag: 'lookBoards', auth: 'optional', status: 200, body: shareInput, answer: resultOf(shareAnswer), errors: [404] },
  { method: 'get', path: '/inspiration-image/{id}/view-look-boards', service: q, operationId: 'imageLookBoards', summary: 'Published look boards made from an image, best first', tag: 'lookBoards', auth: 'optional', status: 200, params: idParam, query: lookBoardPage, answer: boards, errors: [404] },
  { method: 'get', path: '/product/{id}/view-look-boards', service: q, operationId: 'productLookBoards', summary: 'Published look boards holding a product, best first', tag: 'lookBoards', auth: 'optional', status: 200, params: idParam, query: lookBoardPage, answer: boards, errors: [404] },
  { method: 'get', path: '/product/{id}/lookboard/{lookBoardId}', service: q, operationId: 'productOnLookBoard', summary: 'A product as placed on a look board', tag: 'lookBoards', auth: 'optional', status: 200, params: productOnBoardParams, answer: resultOf(productOnBoardAnswer), errors: [404] },
  { method: 'post', path: '/productslb', service: q, operationId: 'getLookBoardProducts', summary: "A board's products by id, in the order asked, as the board shows them: one no longer available is replaced by its substitute (substituteFor) or left out", tag: 'lookBoards', auth: 'optional', status: 200, body: productsOnBoardInput, answer: resultOf(z.array(productOnBoardView)), errors: [404] },
  { method: 'post', path: '/look-board/{id}/substitutes/{productId}/accept', service: c, operationId: 'acceptLookBoardSubstitute', summary: "Put the suggested substitute in the slot of a product no longer available (the board's owner)", tag: 'lookBoards', auth: 'bearer', status: 200, params: substituteParams, answer: board, errors: [403, 404] },
  { method: 'post', path: '/look-board/{id}/substitutes/{productId}/pick', service: c, operationId: 'pickLookBoardSubstitute', summary: "Put another product of the same item class in the slot of a product no longer available (the board's owner)", tag: 'lookBoards', auth: 'bearer', status: 200, params: substituteParams, body: substitutePickInput, answer: board, errors: [403, 404] },
  { method: 'post', path: '/admin/look-boards/{id}/approve', service: c, operationId: 'approveLookBoard', summary: 'Approve a submitted look board: a public one is published (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: resultOf(lookBoardDecisionAnswer), errors: [403, 404] },
  { method: 'post', path: '/admin/look-boards/{id}/reject', service: c, operationId: 'rejectLookBoard', summary: 'Reject a submitted look board with a reason (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: rejectInput, answer: resultOf(lookBoardDecisionAnswer), errors: [403, 404] },
  // Mix & Match
  { method: 'post', path: '/mix-match', service: c, operationId: 'saveMixMatch', summary: "Save a Mix & Match: products from several of an image's look boards", tag: 'mixMatch', auth: 'bearer', status: 201, body: mixMatchInput, answer: resultOf(mixMatchView) },
  { method: 'post', path: '/user/mix-matches', service: q, operationId: 'listMixMatches', summary: "The caller's Mix & Matches, newest first", tag: 'mixMatch', auth: 'bearer', status: 200, body: mixMatchListInput, answer: resultOf(z.array(mixMatchView)) },
  { method: 'delete', path: '/mix-match/{id}', service: c, operationId: 'deleteMixMatch', summary: "Delete one of the caller's Mix & Matches", tag: 'mixMatch', auth: 'bearer', status: 200, params: idParam, answer: deleted, errors: [404] },
] as const satisfies readonly Operation[];
