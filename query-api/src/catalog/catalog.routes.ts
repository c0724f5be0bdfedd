import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';
import { searchReader } from '@decorlook/infra/search/postgres-search-index';
import { affiliateReadRoutes } from './affiliate.routes';
import { imageReadRoutes } from './images.routes';
import { moderationReadRoutes } from './moderation.routes';
import { productReadRoutes } from './products.routes';

/** Every catalog read (the `service: 'query'` operations of CATALOG_ROUTES). */
export function catalogReadRoutes(platform: Platform): Router {
  const router = Router();
  const index = searchReader(platform.pool, { facetBitmap: { mode: 'background', logger: platform.logger } });
  router.use(imageReadRoutes(platform, index));
  router.use(productReadRoutes(platform, index));
  router.use(moderationReadRoutes(platform));
  router.use(affiliateReadRoutes(platform));
  return router;
}
