import { COMPATIBILITY_MODEL_STREAM } from '@decorlook/domain';
import { trainCompatibilityModel } from '@decorlook/command-api/recommendations/train-compatibility';
import type { Platform } from '@decorlook/infra/platform';
import { demoCatalogWriter } from './demo-catalog-writer';
import { buildPlan, FULL_CATALOG, type PlanSize } from './demo-catalog/plan';
import { seedDemoCatalog } from './demo-catalog/seed';

/**
 * Loads the demo catalog unless a finished load is recorded; the seed prints its progress. A
 * failure is reported, never fatal: the site runs without the demo catalog and the next start
 * resumes where this one stopped. `size` is the full catalog unless told otherwise (the browser
 * tests load the small one).
 */
export async function loadDemoCatalog(platform: Platform, say: (text: string) => void, signal?: AbortSignal, size: PlanSize = FULL_CATALOG): Promise<boolean> {
  const writer = stoppable(demoCatalogWriter(platform), signal);
  try {
    if (await writer.alreadySeeded()) say('already loaded');
    else await seedDemoCatalog(writer, { plan: buildPlan(undefined, size), log: (line) => say(line.replace(/^demo catalog:\s*/, '')) });
    signal?.throwIfAborted();
    await trainFirstModel(platform, say);
    return true;
  } catch (err) {
    if (signal?.aborted) return false;
    say(`could not finish (${err instanceof Error ? err.message : String(err)}); the next start resumes it`);
    return false;
  }
}

/** The compatibility meter's first model, trained on the demo boards once, when none exists yet. */
async function trainFirstModel(platform: Platform, say: (text: string) => void): Promise<void> {
  if ((await platform.store.streamVersion(COMPATIBILITY_MODEL_STREAM)) !== null) return;
  const t = await trainCompatibilityModel(platform, { metadata: { userId: null, correlationId: 'demo-catalog', causationId: null, appVersion: 'seed' } });
  if (t.recorded) say(`compatibility model trained on ${t.boards} published boards (held-out fill in the blank ${t.heldOutAccuracy ?? 'n/a'})`);
}

/**
 * The writer, each of whose calls is refused once `signal` is aborted: a stop waits for the
 * writes under way, and no later one reaches a database that is closing.
 */
function stoppable<W extends object>(writer: W, signal?: AbortSignal): W {
  if (!signal) return writer;
  return new Proxy(writer, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        signal.throwIfAborted();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
