import type { TestProject } from 'vitest/node';
import { seedReferenceData } from '@decorlook/command-api';
import { createPool } from '@decorlook/infra/db/pool';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform } from '@decorlook/infra/platform';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { createProjectors } from '@decorlook/projectors';
import { SERVER_TEMPLATE_DB, testSettings } from './test-settings';

const MIGRATED_TEMPLATE_DB = 'decorlook_template';
const dbUrl = (adminUrl: string, db: string) => adminUrl.replace(/\/[^/?]+(\?|$)/, `/${db}$1`);

/**
 * The test server's template, made once per run after the migrated one (infra's global setup):
 * every projector's tables and checkpoint, and the reference data seeded and projected. A test
 * file's server copies it instead of creating some forty read-model tables and projecting the
 * seed again; the projectors it starts go on from those checkpoints, as after a restart.
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  const admin = createPool(adminUrl, { max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${SERVER_TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${SERVER_TEMPLATE_DB} TEMPLATE ${MIGRATED_TEMPLATE_DB}`);
  const url = dbUrl(adminUrl, SERVER_TEMPLATE_DB);
  const settings = testSettings(url);
  const platform = await createPlatform(settings, url, createLogger('test', 'silent'), { migrate: false });
  const projectors = createProjectors({ tokens: platform.tokens, publicUrl: settings.publicUrl, teamEmail: settings.teamEmail, ledgerHash: platform.ledgerHash });
  const pool = createPool(url, { max: projectors.length + 2 });
  const runner = new ProjectionRunner({ pool, connectionString: url, store: platform.store, projectors, logger: platform.logger });
  try {
    await runner.start();
    const seeded = await seedReferenceData(platform);
    if (!(await waitForPosition(platform.pool, seeded.position, 120_000))) throw new Error('the projectors did not project the reference data into the test server template');
  } finally {
    await runner.stop();
    await pool.end();
    await platform.close();
  }
  // A template takes no connections: the copies are made while nothing is connected to it.
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [SERVER_TEMPLATE_DB]);
  await admin.end();
}
