import { Router } from 'express';
import { z } from 'zod';
import {
  APP_VERSION,
  CHECKSUM_PATH,
  DEFAULT_FILTERS_PATH,
  ENUM_RESOURCES,
  NotFound,
  enumPath,
  resourceFromPath,
  type AppConfig,
} from '@decorlook/domain';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { checksum, defaultFilters, enumEntries, enumVersion } from './read-models';

const versionQuery = z.object({ v: z.string().regex(/^\d{1,15}$/, 'v must be a whole number').optional() });
const YEAR = 31_536_000;

export function configRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  router.get('/config', (_req, res) => {
    const config: AppConfig = {
      endpoints: {
        checksum: CHECKSUM_PATH,
        defaultFilters: DEFAULT_FILTERS_PATH,
        configs: Object.fromEntries(ENUM_RESOURCES.map((r) => [r, enumPath(r)])) as AppConfig['endpoints']['configs'],
      },
      appVersion: APP_VERSION,
      environment: platform.settings.appEnv,
      analytics: { scriptUrl: platform.settings.analyticsScriptUrl, sessionReplaySampleRate: 0.1, errorReplaySampleRate: 1 },
      captcha: { siteKey: platform.settings.recaptchaSiteKey },
    };
    res.set('Cache-Control', 'no-cache').json({ result: config });
  });

  /** `?v=` is the client's clock, there only to pass caches by; the answer is never cached. */
  router.get('/enums/checksum', async (req, res) => {
    parseInput(versionQuery, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await checksum(sql) });
  });

  /**
   * An enum resource. Asked with `?v=<its current version>`, the answer never changes, so it is
   * cached for a year; any other `v` (or none) is answered fresh and not cached.
   */
  router.get('/enums/:resource', async (req, res) => {
    const resource = resourceFromPath(String(req.params.resource));
    if (!resource) throw new NotFound('No such configuration resource.');
    const { v } = parseInput(versionQuery, req.query);
    const [version, entries] = await Promise.all([enumVersion(sql, resource), enumEntries(sql, resource)]);
    res.set('ETag', `"${resource}-${version}"`);
    res.set('Cache-Control', v !== undefined && Number(v) === version ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.json({ result: entries });
  });

  router.get('/default-filters', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ result: await defaultFilters(sql) });
  });

  return router;
}
