import { startOperationalPurge } from '@decorlook/infra/http/idempotency';
import { runStandalone } from '@decorlook/infra/standalone';
import { commandApiApp } from './app';
import { seedReferenceData } from './site/seed-reference-data';

/** command-api alone: `npm run start -w command-api` (PORT, default 3001). */
void runStandalone('command-api', 3001, async (platform) => {
  await seedReferenceData(platform);
  return { app: commandApiApp(platform), stop: startOperationalPurge(platform.pool) };
}).catch((err) => {
  console.error(`command-api could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
