import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { affiliateCodesOf, affiliateSitesOf } from '@decorlook/projectors/catalog/affiliate-codes/queries';
import { PRIVATE } from '../shared/viewer';

/** Affiliate sites (reference data) and the caller's own codes. */
export function affiliateReads(platform: Platform): Handlers<'query'> {
  return {
    listAffiliateSites: ({ res, body }) => {
      const { type } = body();
      res.json({ result: affiliateSitesOf(type) });
    },
    listAffiliateCodes: async ({ req, res }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await affiliateCodesOf(platform.pool, req.ctx.userId as number) });
    },
  };
}
