import { APP_VERSION, CHECKSUM_PATH, DEFAULT_FILTERS_PATH, ENUM_RESOURCES, NotFound, enumPath, resourceFromPath, type AppConfig } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { checksum, defaultFilters, enumEntries, enumVersion } from '@decorlook/projectors/site/site-enums/queries';

const YEAR = 31_536_000;

/** The site's configuration reads: the config, the enum resources with their versions, and the default filters. */
export function siteReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  return {
    getConfig: ({ res }) => {
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
    },

    /** `?v=` is the client's clock, there only to pass caches by; the answer is never cached. */
    getEnumChecksum: async ({ res, query }) => {
      query();
      res.set('Cache-Control', 'no-store').json({ result: await checksum(sql) });
    },

    /**
     * An enum resource. Asked with `?v=<its current version>`, the answer never changes, so it is
     * cached for a year; any other `v` (or none) is answered fresh and not cached. An unknown
     * resource is a 404, so the path is read as it came rather than by the declared enum (a 422).
     */
    getEnumResource: async ({ req, res, query }) => {
      const resource = resourceFromPath(String(req.params.resource));
      if (!resource) throw new NotFound('No such configuration resource.');
      const { v } = query();
      const [version, entries] = await Promise.all([enumVersion(sql, resource), enumEntries(sql, resource)]);
      res.set('ETag', `"${resource}-${version}"`);
      res.set('Cache-Control', v !== undefined && Number(v) === version ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.json({ result: entries });
    },

    getDefaultFilters: async ({ res }) => {
      res.set('Cache-Control', 'no-cache').json({ result: await defaultFilters(sql) });
    },
  };
}

