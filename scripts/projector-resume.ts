import { parseArgs } from 'node:util';
import { loadSettings } from '@decorlook/infra/config';
import { createPool } from '@decorlook/infra/db/pool';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase } from '@decorlook/infra/platform';
import { projectionStatuses, resumeProjector } from '@decorlook/infra/projections/runner';

/**
 * npm run projector:resume -- NAME [NAME...] | --all
 * Resumes stopped projectors from their checkpoints: the event that stopped each is tried again,
 * by the running server within its idle poll (or by the next start). Exits 0 when every name was
 * resumed or was running, 2 for a usage error or a name no projector has, 1 when it failed.
 */
const USAGE = 'Usage: npm run projector:resume -- NAME [NAME...]   or   npm run projector:resume -- --all   (names: see /readyz)';

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { all: { type: 'boolean' }, projector: { type: 'string', multiple: true } } });
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  const named = [...positionals, ...(values.projector ?? [])];
  if (named.length === 0 && !values.all) {
    console.error(USAGE);
    process.exit(2);
  }
  const settings = loadSettings();
  const logger = createLogger('resume', 'warn');
  const db = await attachDatabase(settings, logger);
  const pool = createPool(db.url, { max: 1, applicationName: 'decorlook-resume' });
  let unknown = false;
  try {
    const statuses = await projectionStatuses(pool);
    const names = values.all ? statuses.filter((s) => s.status === 'failed').map((s) => s.name) : named;
    if (values.all && names.length === 0) console.log('No projector is stopped.');
    for (const name of names) {
      const stopped = statuses.find((s) => s.name === name);
      const outcome = await resumeProjector(pool, name);
      if (outcome === 'unknown') {
        unknown = true;
        console.error(`No projector named "${name}". Projectors: ${statuses.map((s) => s.name).join(', ')}`);
      } else if (outcome === 'running') {
        console.log(`${name} was not stopped: nothing to resume.`);
      } else {
        const e = stopped?.failedEvent;
        const at = e ? ` at event ${e.eventId} (${e.type} in ${e.streamId}, position ${e.globalPosition}, transaction ${e.transactionId})` : '';
        console.log(`${name} resumed: it had stopped${at}; it goes on from its checkpoint.`);
      }
    }
  } finally {
    await pool.end();
    await db.stop();
  }
  if (unknown) process.exitCode = 2;
}

main().catch((err) => {
  console.error(`projector:resume failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
