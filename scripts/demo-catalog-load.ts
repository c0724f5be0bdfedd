import type { Platform } from '@decorlook/infra/platform';
import { demoCatalogWriter } from './demo-catalog-writer';
import { seedDemoCatalog } from './demo-catalog/seed';

/**
 * Loads the demo catalog unless a finished load is recorded; the seed prints its progress. A
 * failure is reported, never fatal: the site runs without the demo catalog and the next start
 * resumes where this one stopped.
 */
export async function loadDemoCatalog(platform: Platform, say: (text: string) => void, signal?: AbortSignal): Promise<boolean> {
  const writer = stoppable(demoCatalogWriter(platform), signal);
  try {
    if (await writer.alreadySeeded()) {
      say('already loaded');
      return true;
    }
    await seedDemoCatalog(writer, { log: (line) => say(line.replace(/^demo catalog:\s*/, '')) });
    return true;
  } catch (err) {
    if (signal?.aborted) return false;
    say(`could not finish (${err instanceof Error ? err.message : String(err)}); the next start resumes it`);
    return false;
  }
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
