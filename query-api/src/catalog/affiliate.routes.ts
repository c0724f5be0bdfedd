import { Router } from 'express';
import { AFFILIATE_SITES, affiliateSitesInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { affiliateCodesOf } from '@decorlook/infra/read-models/catalog';
import { PRIVATE } from '../shared/viewer';

export function affiliateReadRoutes(platform: Platform): Router {
  const router = Router();

  /** The sites whose links can carry a code: reference data, by type ('all' lists every one). */
  router.post('/affiliate-sites', (req, res) => {
    const { type } = parseInput(affiliateSitesInput, req.body);
    const sites = AFFILIATE_SITES.filter((s) => type === 'all' || s.type === type).map(({ id, name, domain, type: t }) => ({ id, name, domain, type: t }));
    res.json({ result: sites });
  });

  router.get('/affiliate-code', requireUser, async (req, res) => {
    res.set('Cache-Control', PRIVATE).json({ result: await affiliateCodesOf(platform.pool, req.ctx.userId as number) });
  });

  return router;
}
