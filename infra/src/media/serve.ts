import { Router } from 'express';
import { MEDIA_SIZES, MESSAGES, type MediaSize } from '@decorlook/domain';
import type { AppSettings } from '../config';
import type { Logger } from '../observability/logger';
import { mediaOf } from './media';

/** What a variant is rendered with; a change here must change the ETag of every variant. */
const RENDERING = 'w1';
const PATH = /^\/(\d{1,12})\/([0-9a-f]{32})\/(small|thumb|medium|large)\.webp$/;

/**
 * `GET /media/{userId}/{hash}/{size}.webp`: the served sizes of uploaded pictures. The address
 * names the content, so an answer never changes: cached for a year, immutable, with an ETag. A
 * size not rendered yet is rendered now (once, however many ask) and kept. Mount at `/media`.
 */
export function mediaServingRoutes(platform: { settings: Pick<AppSettings, 'mediaDir'>; logger?: Pick<Logger, 'warn'> }): Router {
  const router = Router();
  const { renderer } = mediaOf(platform);
  router.get(/.*/, async (req, res, next) => {
    try {
      const m = PATH.exec(req.path);
      const notFound = () => res.status(404).set('Cache-Control', 'no-store').json({ message: MESSAGES.notFound });
      if (!m || !(m[3] in MEDIA_SIZES)) return void notFound();
      const key = { userId: Number(m[1]), hash: m[2] };
      const size = m[3] as MediaSize;
      const etag = `"${key.hash}-${size}-${RENDERING}"`;
      res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag, 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' });
      if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) {
        const stored = await mediaOf(platform).store.getVariant(key, size);
        if (stored || (await mediaOf(platform).store.getOriginal(key))) return void res.status(304).end();
      }
      const bytes = await renderer.variant(key, size);
      if (!bytes) {
        res.removeHeader('ETag');
        res.removeHeader('Content-Type');
        return void notFound();
      }
      res.status(200).end(bytes);
    } catch (err) {
      res.removeHeader('Cache-Control');
      res.removeHeader('ETag');
      res.removeHeader('Content-Type');
      next(err);
    }
  });
  return router;
}
