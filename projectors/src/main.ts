import express from 'express';
import { mountOps } from '@decorlook/infra/http/ops';
import { createPool } from '@decorlook/infra/db/pool';
import { startMailDispatcher } from '@decorlook/infra/mail/mailer';
import { startNotificationDigest } from './notifications/notifications/digest';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { runStandalone } from '@decorlook/infra/standalone';
import { createProjectors } from './index';

/** The projectors alone: `npm run start -w projectors` (ops endpoints on PORT, default 3003). */
void runStandalone('projectors', 3003, async (platform) => {
  const projectors = createProjectors({ tokens: platform.tokens, publicUrl: platform.settings.publicUrl, teamEmail: platform.settings.teamEmail, ledgerHash: platform.ledgerHash });
  const runner = new ProjectionRunner({ pool: createPool(platform.databaseUrl, { max: projectors.length + 2, applicationName: 'decorlook-projectors' }), connectionString: platform.databaseUrl, store: platform.store, projectors, logger: platform.logger });
  await runner.start();
  const app = express();
  mountOps(app, { pool: platform.pool, projectors: projectors.map((p) => p.name), access: platform.settings });
  const stopMail = startMailDispatcher(platform.pool, platform.mailer, platform.logger);
  // The daily digest runs beside the mail it queues; several processes still send one a day (keyed per member and day).
  const stopDigest = startNotificationDigest(platform.pool, { publicUrl: platform.settings.publicUrl, logger: platform.logger });
  return { app, stop: async () => (await runner.stop(), await stopDigest(), await stopMail()) };
}).catch((err) => {
  console.error(`projectors could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
