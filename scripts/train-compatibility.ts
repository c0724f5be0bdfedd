import { trainCompatibilityModel } from '@decorlook/command-api/recommendations/train-compatibility';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase, createPlatform } from '@decorlook/infra/platform';

/**
 * npm run train:compatibility: fits the compatibility model (the board editor's meter) on the
 * published boards in the event store of the site's database, records it
 * (CompatibilityModelTrained), and prints what it learned from and the fill-in-the-blank accuracy
 * the same training reaches on boards it did not see.
 */
async function main() {
  const settings = loadSettings();
  const logger = createLogger('train', process.env.LOG_LEVEL ?? 'warn');
  const db = await attachDatabase(settings, logger);
  const platform = await createPlatform(settings, db.url, logger);
  try {
    const t = await trainCompatibilityModel(platform);
    if (!t.recorded) {
      console.log(`No model trained: ${t.boards} published boards of two pieces or more, ${t.products} approved products (it needs at least one of each).`);
      return;
    }
    console.log(`Compatibility model trained on ${t.boards} published boards over ${t.products} approved products (recorded at position ${t.position}).`);
    if (t.heldOutAccuracy === null) console.log('Too few boards to hold any out: no held-out accuracy.');
    else
      console.log(
        `Fill in the blank on held-out boards (5-fold, ${t.questions} questions, 1 of 4 candidates): ${t.heldOutAccuracy.toFixed(3)}` +
          ` (chance 0.250, colour only ${t.colourOnlyAccuracy?.toFixed(3)}).`,
      );
  } finally {
    await platform.close();
    await db.stop();
  }
}

main().catch((err) => {
  console.error(`Training failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
