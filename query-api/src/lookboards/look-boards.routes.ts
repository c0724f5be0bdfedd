import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { ownListsNeedSignIn, visitorPage } from '@decorlook/projectors/catalog/images/access';
import { imageSeen, lookBoardPageUnseen, lookBoardSeen, productSeen } from '@decorlook/projectors/lookboards/boards/access';
import { presentShare } from '@decorlook/projectors/lookboards/boards/present';
import {
  lookBoardById,
  lookBoardExamples,
  lookBoardInReview,
  lookBoardsByIds,
  lookBoardsOfImage,
  lookBoardsOfProduct,
  productOnLookBoard,
  productsOnLookBoard,
  searchLookBoards,
  visibleLookBoard,
  type LookBoardReads,
} from '@decorlook/projectors/lookboards/boards/queries';
import { PRIVATE, pageFor, viewerOf } from '../shared/viewer';

/**
 * Every look board read (the `service: 'query'` operations of LOOK_BOARD_ROUTES but Mix & Match).
 * Who sees a board is the look boards read model's rule (projectors/src/lookboards/boards): a
 * board the caller may not see answers 404, exactly as one that does not exist.
 */
export function lookBoardReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  const reads: LookBoardReads = { sql, publicUrl: platform.settings.publicUrl };
  return {
    lookBoardExamples: async ({ req, res }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await lookBoardExamples(reads, viewerOf(req)) });
    },

    getLookBoard: async ({ req, res, params }) => {
      const { id } = params();
      const viewer = viewerOf(req);
      const board = (await lookBoardById(reads, id, viewer, { withTakenDown: true })) ?? lookBoardPageUnseen(await lookBoardInReview(sql, id));
      res.set('Cache-Control', PRIVATE).json({ result: pageFor(board, viewer) });
    },

    /** Visitors page through the first VISITOR_RESULT_LIMIT results only; the total is the true one, so they know how many signing in shows. */
    searchLookBoards: async ({ req, res, body }) => {
      const input = body();
      const viewer = viewerOf(req);
      ownListsNeedSignIn(input.source, viewer);
      const page = visitorPage(viewer, input.offset, input.limit);
      const found = await searchLookBoards(reads, { ...input, ...(page ?? { offset: input.offset, limit: 0 }) }, viewer);
      res.set('Cache-Control', PRIVATE).json({ result: await lookBoardsByIds(reads, found.ids, viewer), total: found.total });
    },

    getLookBoardsById: async ({ req, res, body }) => {
      const { lookBoards } = body();
      res.set('Cache-Control', PRIVATE).json({ result: await lookBoardsByIds(reads, lookBoards, viewerOf(req)) });
    },

    /** The board's page address and its social pictures (absolute, as a social network fetches them). */
    shareLookBoard: async ({ req, res, body }) => {
      const { lookBoardId } = body();
      const board = lookBoardSeen(await visibleLookBoard(sql, lookBoardId, viewerOf(req)));
      res.set('Cache-Control', PRIVATE).json({ result: presentShare(platform.settings.publicUrl, board) });
    },

    imageLookBoards: async ({ req, res, params, query }) => {
      const { id } = params();
      const page = query();
      res.set('Cache-Control', PRIVATE).json({ result: imageSeen(await lookBoardsOfImage(reads, id, viewerOf(req), page)) });
    },

    productLookBoards: async ({ req, res, params, query }) => {
      const { id } = params();
      const page = query();
      res.set('Cache-Control', PRIVATE).json({ result: productSeen(await lookBoardsOfProduct(reads, id, viewerOf(req), page)) });
    },

    /** A product as the board shows it (its own, or a substitute in place of one that went) on a board the caller may see. */
    productOnLookBoard: async ({ req, res, params }) => {
      const { id, lookBoardId } = params();
      const found = await productOnLookBoard(reads, id, lookBoardId, viewerOf(req));
      const lookBoard = lookBoardSeen(found.lookBoard);
      res.set('Cache-Control', PRIVATE).json({ result: { product: productSeen(found.product), lookBoard } });
    },

    /**
     * The asked products that are on the board, in the order asked, as the board shows them: one
     * that went is replaced by the substitute offered for it (flagged `substituteFor`), or left out.
     */
    getLookBoardProducts: async ({ req, res, body }) => {
      const { products, lookBoardId } = body();
      res.set('Cache-Control', PRIVATE).json({ result: lookBoardSeen(await productsOnLookBoard(reads, lookBoardId, products, viewerOf(req))) });
    },
  };
}
