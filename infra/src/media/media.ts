import type { AppSettings } from '../config';
import type { Logger } from '../observability/logger';
import { MediaRenderer } from './renderer';
import { LocalDirectoryMediaStore, type MediaStore } from './store';

export interface Media {
  store: MediaStore;
  renderer: MediaRenderer;
}

const byPlatform = new WeakMap<object, Media>();

/**
 * The media store and renderer of a platform (the local directory MEDIA_DIR, by default `media`
 * under DATA_DIR): one of each per platform, so the upload command and the serving route share
 * the work in flight.
 */
export function mediaOf(platform: { settings: Pick<AppSettings, 'mediaDir'>; logger?: Pick<Logger, 'warn'> }): Media {
  let m = byPlatform.get(platform);
  if (!m) {
    const store = new LocalDirectoryMediaStore(platform.settings.mediaDir);
    m = { store, renderer: new MediaRenderer(store, platform.logger) };
    byPlatform.set(platform, m);
  }
  return m;
}
