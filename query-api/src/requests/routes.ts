import { Router } from 'express';
import { idParam, MatchesAreAmbassadors, matchListInput, NoSuchRequest, NotRequester, requestListInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import type { LookBoardReads } from '@decorlook/infra/read-models/look-boards';
import { ambassadorMatches, ownRequests, recommendationsOf, requestRelation, requestsByIds } from '@decorlook/infra/read-models/requests';
import { isLiveAmbassador } from '@decorlook/infra/read-models/showcases';
import { PRIVATE } from '../shared/viewer';


/**
 * Every read of Request the Look (the `service: 'query'` operations of REQUEST_ROUTES). A request
 * is its requester's and the matched ambassadors' to see: to anyone else it does not exist (404).
 * The ambassadors' calls read the role from the account as it is now, not from the token.
 */
export function requestReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;
  const reads: LookBoardReads = { sql, publicUrl: platform.settings.publicUrl };

  router.get('/requests/:id', requireUser, async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    if (!(await requestRelation(sql, id, req.ctx.userId as number))) throw new NoSuchRequest();
    const [request] = await requestsByIds(sql, [id]);
    if (!request) throw new NoSuchRequest();
    res.set('Cache-Control', PRIVATE).json({ result: request });
  });

  /** The requester's: a matched ambassador learns it is there (403), anyone else does not (404). */
  router.get('/requests/:id/recommendations', requireUser, async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const relation = await requestRelation(sql, id, req.ctx.userId as number);
    if (!relation) throw new NoSuchRequest();
    if (!relation.requester) throw new NotRequester();
    const [request] = await requestsByIds(sql, [id]);
    if (!request) throw new NoSuchRequest();
    res.set('Cache-Control', PRIVATE).json({ result: await recommendationsOf(reads, request) });
  });

  router.get('/ambassador/matches', requireUser, async (req, res) => {
    const userId = req.ctx.userId as number;
    if (!(await isLiveAmbassador(sql, userId))) throw new MatchesAreAmbassadors();
    const input = parseInput(matchListInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await ambassadorMatches(sql, userId, input) });
  });

  router.post('/user/requests', requireUser, async (req, res) => {
    const input = parseInput(requestListInput, req.body ?? {});
    res.set('Cache-Control', PRIVATE).json({ result: await ownRequests(sql, req.ctx.userId as number, input) });
  });

  return router;
}
