import type { Platform } from '@decorlook/infra/platform';
import { demoCatalogWriter } from './demo-catalog-writer';
import { seedDemoCatalog } from './demo-catalog/seed';

/**
 * Loads the demo catalog unless a finished load is recorded; the seed prints its progress. A
 * failure is reported, never fatal: the site runs without the demo catalog and the next start
 * resumes where this one stopped.
 */
export async function loadDemoCatalog(platform: Platform, say: (text: string) => void): Promise<boolean> {
  const writer = demoCatalogWriter(platform);
  try {
    if (await writer.alreadySeeded()) {
      say('already loaded');
      return true;
    }
    await seedDemoCatalog(writer, { log: (line) => say(line.replace(/^demo catalog:\s*/, '')) });
    return true;
  } catch (err) {
    say(`could not finish (${err instanceof Error ? err.message : String(err)}); the next start resumes it`);
    return false;
  }
}
