import type { ExactItemAnswer } from '@decorlook/domain/recommendations/exact-items';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { markExactItem, permitExactItems } from './mark-exact-item';

/** The command side of recommendations: the board's curator or the picture's credited owner says which items are exact. */
export function budgetsWrites(platform: Platform): Handlers<'command'> {
  return {
    markExactItem: async ({ req, res, params, body }) => {
      const { id } = params();
      const userId = req.ctx.userId as number;
      await permitExactItems(platform, id, userId);
      const input = body();
      const r = await markExactItem(platform, id, userId, input, metadataFor(req.ctx));
      const result: ExactItemAnswer = { lookBoardId: id, productId: input.productId, exact: r.exact };
      res.set('X-Event-Position', String(r.position)).json({ result });
    },
  };
}
