import { Router } from 'express';
import { z } from 'zod';
import {
  idParam,
  lookBoardIdsInput,
  lookBoardPage,
  lookBoardSearchInput,
  lookBoardShareUrl,
  lookBoardSocialImages,
  NoSuchImage,
  LookBoardInReview,
  NoSuchLookBoard,
  NoSuchProduct,
  pathId,
  productsOnBoardInput,
  shareInput,
  Unauthenticated,
} from '@decorlook/domain';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { imageFeatures } from '@decorlook/projectors/catalog/images/queries';
import { productsByIds, visibleProductIds } from '@decorlook/projectors/catalog/products/queries';
import {
  imageLookBoardIds,
  lookBoardById,
  lookBoardInReview,
  lookBoardExamples,
  lookBoardsByIds,
  productLookBoardIds,
  searchLookBoards,
  shownOnBoard,
  visibleLookBoard,
  type LookBoardReads,
} from '@decorlook/infra/read-models/look-boards';
import { visitorPage } from '@decorlook/projectors/catalog/images/access';
import { PRIVATE, pageFor, viewerOf } from '../shared/viewer';

const productOnBoardParams = z.object({ id: pathId, lookBoardId: pathId });

/**
 * Every look board read (the `service: 'query'` operations of LOOK_BOARD_ROUTES but Mix & Match).
 * Who sees a board: everyone once it is approved and public; its owner and admins always; a
 * board the caller may not see answers 404, exactly as one that does not exist.
 */
export function lookBoardReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;
  const reads: LookBoardReads = { sql, publicUrl: platform.settings.publicUrl };

  // Before /look-board/:id, which would take "examples" for an id.
  router.get('/look-board/examples', async (req, res) => {
    res.set('Cache-Control', PRIVATE).json({ result: await lookBoardExamples(reads, viewerOf(req)) });
  });

  router.get('/look-board/:id', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const viewer = viewerOf(req);
    const board = await lookBoardById(reads, id, viewer, { withTakenDown: true });
    if (!board) throw (await lookBoardInReview(sql, id)) ? new LookBoardInReview() : new NoSuchLookBoard();
    res.set('Cache-Control', PRIVATE).json({ result: pageFor(board, viewer) });
  });

  /** Visitors page through the first VISITOR_RESULT_LIMIT results only; the total is the true one, so they know how many signing in shows. */
  router.post('/look-board/search', async (req, res) => {
    const input = parseInput(lookBoardSearchInput, req.body);
    const viewer = viewerOf(req);
    if (input.source !== 'all' && viewer.userId === null) throw new Unauthenticated();
    const page = visitorPage(viewer, input.offset, input.limit);
    const found = await searchLookBoards(reads, { ...input, ...(page ?? { offset: input.offset, limit: 0 }) }, viewer);
    res.set('Cache-Control', PRIVATE).json({ result: await lookBoardsByIds(reads, found.ids, viewer), total: found.total });
  });

  router.post('/look-board/find-ids', async (req, res) => {
    const { lookBoards } = parseInput(lookBoardIdsInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await lookBoardsByIds(reads, lookBoards, viewerOf(req)) });
  });

  /** The board's page address and its social pictures (absolute, as a social network fetches them). */
  router.post('/look-board/share', async (req, res) => {
    const { lookBoardId } = parseInput(shareInput, req.body);
    const board = await visibleLookBoard(sql, lookBoardId, viewerOf(req));
    if (!board) throw new NoSuchLookBoard();
    const images = lookBoardSocialImages(board.id);
    const base = platform.settings.publicUrl;
    res.set('Cache-Control', PRIVATE).json({
      result: { shareUrl: lookBoardShareUrl(base, board), images: { standard: `${base}${images.standard}`, pinterest: `${base}${images.pinterest}` } },
    });
  });

  router.get('/inspiration-image/:id/view-look-boards', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { offset, limit } = parseInput(lookBoardPage, req.query);
    const viewer = viewerOf(req);
    if (!(await imageFeatures(sql, id, viewer))) throw new NoSuchImage();
    res.set('Cache-Control', PRIVATE).json({ result: await lookBoardsByIds(reads, await imageLookBoardIds(sql, id, offset, limit), viewer) });
  });

  router.get('/product/:id/view-look-boards', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { offset, limit } = parseInput(lookBoardPage, req.query);
    const viewer = viewerOf(req);
    if ((await visibleProductIds(sql, [id], viewer)).length === 0) throw new NoSuchProduct();
    res.set('Cache-Control', PRIVATE).json({ result: await lookBoardsByIds(reads, await productLookBoardIds(sql, id, offset, limit), viewer) });
  });

  /** A product as the board shows it (its own, or a substitute in place of one that went) on a board the caller may see. */
  router.get('/product/:id/lookboard/:lookBoardId', async (req, res) => {
    const { id, lookBoardId } = parsePath(productOnBoardParams, req.params);
    const viewer = viewerOf(req);
    const lookBoard = await lookBoardById(reads, lookBoardId, viewer);
    if (!lookBoard) throw new NoSuchLookBoard();
    const [product] = lookBoard.productsPreview.some((p) => p.id === id) ? await productsByIds(sql, [id], viewer, { anyApproval: true }) : [];
    if (!product) throw new NoSuchProduct();
    res.set('Cache-Control', PRIVATE).json({ result: { product, lookBoard } });
  });

  /**
   * The asked products that are on the board, in the order asked, as the board shows them: one
   * that went is replaced by the substitute offered for it (flagged `substituteFor`), or left out.
   */
  router.post('/productslb', async (req, res) => {
    const { products, lookBoardId } = parseInput(productsOnBoardInput, req.body);
    const viewer = viewerOf(req);
    const board = await visibleLookBoard(sql, lookBoardId, viewer);
    if (!board) throw new NoSuchLookBoard();
    const shown = await shownOnBoard(sql, lookBoardId, [...new Set(products.filter((p) => board.products.includes(p)))]);
    const views = new Map((await productsByIds(sql, shown.map((s) => s.id), viewer, { anyApproval: true })).map((p) => [p.id, p]));
    const result = shown.flatMap((s) => {
      const view = views.get(s.id);
      if (!view) return [];
      return [s.substituteFor === null ? view : { ...view, substituteFor: s.substituteFor }];
    });
    res.set('Cache-Control', PRIVATE).json({ result });
  });

  return router;
}
