import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { searchReader } from '@decorlook/infra/search/postgres-search-index';
import { affiliateReads } from './affiliate.routes';
import { imageReads } from './images.routes';
import { catalogModerationReads } from './moderation.routes';
import { productReads } from './products.routes';

/** Every catalog read (the `service: 'query'` operations of CATALOG_ROUTES), by operationId. */
export function catalogReads(platform: Platform): Handlers<'query'> {
  const index = searchReader(platform.pool, { facetBitmap: { mode: 'background', logger: platform.logger } });
  return { ...imageReads(platform, index), ...productReads(platform, index), ...catalogModerationReads(platform), ...affiliateReads(platform) };
}

