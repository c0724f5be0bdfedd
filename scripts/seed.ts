import { seedReferenceData } from '@decorlook/command-api';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase, createPlatform } from '@decorlook/infra/platform';
import { loadDemoCatalog } from './demo-catalog-load';

/**
 * npm run seed: the reference data and the demo catalog, through the ordinary commands, into the
 * database `npm start` uses (its embedded server when running, else DATABASE_URL or a fresh start
 * of the embedded one). The running site's projectors pick the events up; a later start does too.
 */
async function main() {
  const settings = loadSettings();
  const logger = createLogger('seed', process.env.LOG_LEVEL ?? 'warn');
  const db = await attachDatabase(settings, logger);
  const platform = await createPlatform(settings, db.url, logger);
  try {
    const ref = await seedReferenceData(platform);
    console.log(`reference data ${ref.loaded ? `loaded (${ref.events} events)` : 'already loaded'}`);
    const ok = await loadDemoCatalog(platform, (text) => console.log(`demo catalog   ${text}`));
    if (!ok) process.exitCode = 1;
  } finally {
    await platform.close();
    await db.stop();
  }
}

void main();
