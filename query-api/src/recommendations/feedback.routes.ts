import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { productSeen } from '@decorlook/projectors/lookboards/boards/access';
import { alternativesTo } from '@decorlook/projectors/recommendations/alternatives/queries';
import { verdictsOf } from '@decorlook/projectors/recommendations/taste/queries';
import { PRIVATE, viewerOf } from '../shared/viewer';

/** What Swap offers in a product's place, and what the member said of the products shown (members). */
export function feedbackReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  return {
    /** Three products of the same item class at a similar price, the most compatible first (alternatives read model). */
    productAlternatives: async ({ req, res, params }) => {
      const { id } = params();
      const viewer = { ...viewerOf(req), userId: req.ctx.userId as number };
      res.set('Cache-Control', PRIVATE).json({ result: productSeen(await alternativesTo(sql, id, viewer)) });
    },

    /** The member's latest verdict about each product asked for, so Keep or Swap shows what they said after a reload. */
    listProductFeedback: async ({ req, res, query }) => {
      const { ids } = query();
      res.set('Cache-Control', PRIVATE).json({ result: await verdictsOf(sql, req.ctx.userId as number, ids) });
    },
  };
}
