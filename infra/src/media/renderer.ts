import { MEDIA_SIZE_NAMES, type MediaSize } from '@decorlook/domain';
import type { Logger } from '../observability/logger';
import { renderVariant } from './images';
import type { MediaKey, MediaStore } from './store';

/**
 * Makes the served sizes of pictures: on upload, in the background, one picture at a time (a bulk
 * load queues them and never waits); and on the first request of a size still missing. Both ways
 * share the work in flight, so one size of one picture is never rendered twice at once.
 */
export class MediaRenderer {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly store: MediaStore,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  /** The size's bytes: stored, or rendered from the original now (and stored); null when there is no such picture. */
  async variant(key: MediaKey, size: MediaSize): Promise<Buffer | null> {
    const stored = await this.store.getVariant(key, size);
    if (stored) return stored;
    const id = `${key.userId}/${key.hash}/${size}`;
    let work = this.inFlight.get(id);
    if (!work) {
      work = this.render(key, size).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, work);
    }
    return work;
  }

  private async render(key: MediaKey, size: MediaSize): Promise<Buffer | null> {
    // Another request may have finished it between the look-up and now.
    const stored = await this.store.getVariant(key, size);
    if (stored) return stored;
    const original = await this.store.getOriginal(key);
    if (!original) return null;
    const bytes = await renderVariant(original, size);
    await this.store.putVariant(key, size, bytes);
    return bytes;
  }

  /** Queues every size of a picture; answers at once. `done` settles when they are written (tests, tools). */
  renderInBackground(key: MediaKey): { done: Promise<void> } {
    this.queued++;
    const done = this.queue.then(async () => {
      try {
        for (const size of MEDIA_SIZE_NAMES) await this.variant(key, size);
      } catch (err) {
        // The first request of a size renders it again; nothing is lost but time.
        this.logger?.warn({ err, media: key }, 'media variants not rendered');
      } finally {
        this.queued--;
      }
    });
    this.queue = done;
    return { done };
  }

  /** Pictures waiting for their sizes (for tools that want to wait until the queue is empty). */
  get pending(): number {
    return this.queued;
  }

  /** Settles once everything queued so far is rendered. */
  idle(): Promise<void> {
    return this.queue;
  }
}
