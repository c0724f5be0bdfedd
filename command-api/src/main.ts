import { startOperationalPurge } from '@decorlook/infra/http/idempotency';
import { mountOps } from '@decorlook/infra/http/ops';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { runStandalone } from '@decorlook/infra/standalone';
import { commandApi } from './app';
import { seedReferenceData } from './site/seed-reference-data';

/** command-api alone: `npm run start -w command-api` (PORT, default 3001). */
void runStandalone('command-api', 3001, async (platform) => {
  await seedReferenceData(platform);
  const app = createServiceApp({ service: 'command-api', logger: platform.logger, hashKey: platform.settings.hashKey, corsOrigins: platform.settings.corsOrigins });
  mountOps(app, { pool: platform.pool, projectors: [] });
  app.use('/v1', commandApi(platform));
  return { app, stop: startOperationalPurge(platform.pool) };
}).catch((err) => {
  console.error(`command-api could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
