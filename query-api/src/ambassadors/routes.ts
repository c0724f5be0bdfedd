import { Router } from 'express';
import {
  adminsOnly,
  applicationListInput,
  followListInput,
  idParam,
  NoShowcaseYet,
  NoSuchShowcase,
  NotAnAmbassador,
  NotFound,
  showcaseImagesByIdInput,
  showcaseLookBoardsByIdInput,
  showcaseSearchInput,
  showcaseUrlInput,
} from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow } from '@decorlook/infra/http/policy';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { ambassadorApplications } from '@decorlook/infra/read-models/ambassador-applications';
import { imagesByIds } from '@decorlook/infra/read-models/catalog';
import { followList, isFollowing } from '@decorlook/infra/read-models/follows';
import { lookBoardsByIds } from '@decorlook/infra/read-models/look-boards';
import { isLiveAmbassador, ownShowcase, pendingShowcaseVideos, searchShowcases, showcaseByUrlKey, visibleShowcase, type ShowcaseReads } from '@decorlook/infra/read-models/showcases';
import { isListedMember } from '@decorlook/infra/read-models/users';
import { PRIVATE, viewerOf } from '../shared/viewer';

const pageInput = applicationListInput.pick({ offset: true, limit: true });

/**
 * Every read of the ambassador programme (the `service: 'query'` operations of AMBASSADOR_ROUTES):
 * showcases by owner, address and filters, their images and look boards, the admins' application
 * and video queues, and follows.
 */
export function ambassadorReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;
  const reads: ShowcaseReads = { sql, publicUrl: platform.settings.publicUrl };

  // --- showcases ---------------------------------------------------------------------------------

  /** The caller's page: the role is read from the account as it is now, not from the token. */
  router.get('/showcase', requireUser, async (req, res) => {
    const viewer = viewerOf(req);
    const userId = req.ctx.userId as number;
    if (!(await isLiveAmbassador(sql, userId))) throw new NotAnAmbassador();
    const page = await ownShowcase(reads, { ...viewer, userId });
    if (!page) throw new NoShowcaseYet();
    res.set('Cache-Control', PRIVATE).json({ result: page });
  });

  router.post('/showcase/url', async (req, res) => {
    const { urlKey } = parseInput(showcaseUrlInput, req.body);
    const page = await showcaseByUrlKey(reads, urlKey, viewerOf(req));
    if (!page) throw new NoSuchShowcase();
    res.set('Cache-Control', PRIVATE).json({ result: page });
  });

  router.post('/showcase/search', async (req, res) => {
    const input = parseInput(showcaseSearchInput, req.body);
    res.set('Cache-Control', PRIVATE).json(await searchShowcases(reads, input, viewerOf(req)));
  });

  router.post('/showcase/user-followed', requireUser, async (req, res) => {
    const input = parseInput(showcaseSearchInput, req.body);
    res.set('Cache-Control', PRIVATE).json(await searchShowcases(reads, input, viewerOf(req), { followedBy: req.ctx.userId as number }));
  });

  /** The images asked that are on the page, in the order asked, as the caller may see them. */
  router.post('/showcase/:id/images', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { images } = parseInput(showcaseImagesByIdInput, req.body);
    const viewer = viewerOf(req);
    const page = await visibleShowcase(reads, id, viewer);
    if (!page) throw new NoSuchShowcase();
    const onPage = new Set(page.images);
    res.set('Cache-Control', PRIVATE).json({ result: await imagesByIds(sql, [...new Set(images)].filter((i) => onPage.has(i)), viewer) });
  });

  /** The look boards asked that are on the page and published, in the order asked. */
  router.post('/showcase/:id/look-boards', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { lookBoards } = parseInput(showcaseLookBoardsByIdInput, req.body);
    const viewer = viewerOf(req);
    const page = await visibleShowcase(reads, id, viewer);
    if (!page) throw new NoSuchShowcase();
    const onPage = new Set(page.lookBoards);
    const boards = await lookBoardsByIds(reads, [...new Set(lookBoards)].filter((b) => onPage.has(b)), viewer);
    res.set('Cache-Control', PRIVATE).json({ result: boards.filter((b) => b.publishedAt !== null) });
  });

  // --- admins ------------------------------------------------------------------------------------

  router.get('/admin/ambassador-applications', allow(adminsOnly), async (req, res) => {
    const input = parseInput(applicationListInput, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await ambassadorApplications(sql, input) });
  });

  router.get('/admin/showcase-videos', allow(adminsOnly), async (req, res) => {
    const { offset, limit } = parseInput(pageInput, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await pendingShowcaseVideos(reads, viewerOf(req), offset, limit) });
  });

  // --- follows -----------------------------------------------------------------------------------

  router.get('/followers/follow/:id/check', requireUser, async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    res.set('Cache-Control', PRIVATE).json({ result: await isFollowing(sql, req.ctx.userId as number, id) });
  });

  for (const direction of ['followers', 'followed'] as const) {
    router.get(`/users/:id/${direction}`, async (req, res) => {
      const { id } = parsePath(idParam, req.params);
      const q = parseInput(followListInput, req.query);
      if (!(await isListedMember(sql, id))) throw new NotFound('No such user.');
      res.set('Cache-Control', PRIVATE).json({ result: await followList(sql, id, direction, q, req.ctx.userId ?? null) });
    });
  }

  return router;
}
