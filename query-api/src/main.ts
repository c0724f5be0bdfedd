import { mountOps } from '@decorlook/infra/http/ops';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { runStandalone } from '@decorlook/infra/standalone';
import { errorHandler } from '@decorlook/infra/http/errors';
import { queryApi } from './app';
import { devMailboxRoutes } from './dev/mailbox.routes';

/** query-api alone: `npm run start -w query-api` (PORT, default 3002). */
void runStandalone('query-api', 3002, async (platform) => {
  const app = createServiceApp({ service: 'query-api', logger: platform.logger, hashKey: platform.settings.hashKey, corsOrigins: platform.settings.corsOrigins });
  mountOps(app, { pool: platform.pool, projectors: [] });
  app.use('/v1', queryApi(platform));
  if (!platform.settings.production) app.use('/dev', devMailboxRoutes(platform), errorHandler);
  return { app };
}).catch((err) => {
  console.error(`query-api could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
