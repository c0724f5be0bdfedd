import { NoSuchRequest } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { isLiveAmbassador } from '@decorlook/projectors/identity/users/queries';
import type { LookBoardReads } from '@decorlook/projectors/lookboards/boards/queries';
import { matchesSeenByAmbassadors, recommendationsSeenByRequester, requestSeenBy } from '@decorlook/projectors/requests/requests/access';
import { ambassadorMatches, ownRequests, recommendationsOf, requestRelation, requestsByIds } from '@decorlook/projectors/requests/requests/queries';
import { PRIVATE } from '../shared/viewer';

/**
 * Every read of Request the Look (the `service: 'query'` operations of REQUEST_ROUTES). A request
 * is its requester's and the matched ambassadors' to see: to anyone else it does not exist (404).
 * The ambassadors' calls read the role from the account as it is now, not from the token.
 */
export function requestReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  const reads: LookBoardReads = { sql, publicUrl: platform.settings.publicUrl };

  /** The request, once the caller passed `allowed` on their relation to it. */
  const requestFor = async (id: number, userId: number, allowed: (relation: Awaited<ReturnType<typeof requestRelation>>) => void) => {
    allowed(await requestRelation(sql, id, userId));
    const [request] = await requestsByIds(sql, [id]);
    if (!request) throw new NoSuchRequest();
    return request;
  };

  return {
    getRequest: async ({ req, res, params }) => {
      const { id } = params();
      res.set('Cache-Control', PRIVATE).json({ result: await requestFor(id, req.ctx.userId as number, requestSeenBy) });
    },
    getRecommendations: async ({ req, res, params }) => {
      const { id } = params();
      const request = await requestFor(id, req.ctx.userId as number, recommendationsSeenByRequester);
      res.set('Cache-Control', PRIVATE).json({ result: await recommendationsOf(reads, request) });
    },
    ambassadorMatches: async ({ req, res, query }) => {
      const userId = req.ctx.userId as number;
      matchesSeenByAmbassadors(await isLiveAmbassador(sql, userId));
      res.set('Cache-Control', PRIVATE).json({ result: await ambassadorMatches(sql, userId, query()) });
    },
    listOwnRequests: async ({ req, res, body }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await ownRequests(sql, req.ctx.userId as number, body()) });
    },
  };
}

