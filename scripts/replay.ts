import { parseArgs } from 'node:util';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase, createPlatform } from '@decorlook/infra/platform';
import { rebuild } from '@decorlook/infra/projections/rebuild';
import { isReactor, type Projector } from '@decorlook/infra/projections/types';
import { REPLAYABLE_NAMES, createProjectors } from '@decorlook/projectors';

/**
 * npm run replay [-- --projector NAME]: rebuilds read models from position 0 into fresh
 * versioned tables, printing progress, and swaps them in when caught up. The running server (if
 * any) keeps serving the old tables until the swap.
 */
async function main() {
  const { values } = parseArgs({ options: { projector: { type: 'string' }, 'batch-size': { type: 'string' } } });
  if (values.projector && !REPLAYABLE_NAMES.includes(values.projector)) {
    console.error(`No projector named "${values.projector}" can be replayed (reactors such as mail never are). Projectors: ${REPLAYABLE_NAMES.join(', ')}`);
    process.exit(2);
  }
  const batchSize = values['batch-size'] === undefined ? 5000 : Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize <= 0) {
    console.error('Usage: npm run replay [-- --projector NAME] [--batch-size N]   (N: events per batch, a positive whole number)');
    process.exit(2);
  }
  const settings = loadSettings();
  const logger = createLogger('replay', 'warn');
  const db = await attachDatabase(settings, logger);
  const platform = await createPlatform(settings, db.url, logger);
  const projectors = createProjectors({ tokens: platform.tokens, publicUrl: platform.settings.publicUrl, ledgerHash: platform.ledgerHash });
  const chosen = projectors.filter((p): p is Projector => !isReactor(p) && (!values.projector || p.name === values.projector));
  try {
    for (const projector of chosen) {
      let lastPrint = 0;
      const result = await rebuild({
        pool: platform.pool,
        store: platform.store,
        projector,
        batchSize,
        onProgress: (p) => {
          const now = Date.now();
          if (now - lastPrint < 500 && p.applied < p.total) return;
          lastPrint = now;
          const eta = p.etaSeconds === null ? '?' : `${p.etaSeconds.toFixed(0)} s`;
          process.stdout.write(`\r${p.projector}: ${p.applied}/${p.total} events, ${Math.round(p.eventsPerSecond)} events/s, ETA ${eta}    `);
        },
      });
      process.stdout.write(`\r${projector.name}: rebuilt from ${result.applied} events into generation ${result.generation}, swapped in.              \n`);
    }
  } finally {
    await platform.close();
    await db.stop();
  }
}

main().catch((err) => {
  console.error(`replay failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
